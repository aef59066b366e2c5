import type { CombinedError } from 'urql';

/** Spec §5: error messages display capitalised. */
export function capitalise(text: string): string {
  const trimmed = text.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

/**
 * A person-readable message from an urql error: the server's GraphQL messages (written for people,
 * per the API conventions) or a plain sentence for network trouble.
 */
export function errorMessage(error: CombinedError | undefined | null): string | null {
  if (!error) return null;
  if (error.graphQLErrors.length > 0) {
    return capitalise(error.graphQLErrors.map((e) => e.message).join(', '));
  }
  if (error.networkError) return 'We could not reach the lab. Check your connection and try again.';
  return capitalise(error.message.replace(/^\[\w+\]\s*/, ''));
}

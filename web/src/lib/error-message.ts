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

export interface SplitErrors<K extends string> {
  /** Messages the server tied to a field (`extensions.field`), by the form's own field names. */
  fields: Partial<Record<K, string>>;
  /** Everything else, for the form's alert. */
  form: string | null;
}

/**
 * Sorts a request's errors between a form's fields and its alert. `fieldNames` maps the server's field names
 * (e.g. 'promoCode', 'token') to the form's; errors naming no known field go to the alert.
 */
export function splitErrors<K extends string>(
  error: CombinedError | undefined | null,
  fieldNames: Record<string, K>,
): SplitErrors<K> {
  const split: SplitErrors<K> = { fields: {}, form: null };
  if (!error) return split;
  const rest: string[] = [];
  for (const graphQLError of error.graphQLErrors) {
    const field = graphQLError.extensions?.field;
    const name =
      typeof field === 'string' && Object.hasOwn(fieldNames, field) ? fieldNames[field] : undefined;
    if (name && !split.fields[name]) split.fields[name] = capitalise(graphQLError.message);
    else rest.push(graphQLError.message);
  }
  if (rest.length > 0) split.form = capitalise(rest.join(', '));
  else if (error.graphQLErrors.length === 0) split.form = errorMessage(error);
  return split;
}

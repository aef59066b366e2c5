import type { ValidationRule } from 'graphql';
import type { PersistedQueryProvider } from 'mercurius';
import { limitError } from '../limits/limit-error.js';
import type { PersistedManifest } from './manifest.js';

interface RequestBody {
  query?: string;
  documentId?: unknown;
  extensions?: { persistedQuery?: { version?: unknown; sha256Hash?: unknown } } | null;
}

/** The hash a client sent: the APQ extension (urql, Apollo) or a GraphQL-over-HTTP documentId. */
function hashOf(body: RequestBody): string | undefined {
  const apq = body.extensions?.persistedQuery;
  if (apq && typeof apq.sha256Hash === 'string') return apq.sha256Hash;
  if (typeof body.documentId === 'string') return body.documentId.replace(/^sha256:/, '');
  return undefined;
}

/** Mercurius's persistedQueryProvider: a hash without a query is looked up in the build's manifest. */
export function persistedQueryProvider(manifest: PersistedManifest): PersistedQueryProvider {
  return {
    isPersistedQuery: (body) => !body.query && hashOf(body as RequestBody) !== undefined,
    // No automatic persisting: only the build's operations have hashes, so there is nothing to "retry".
    isPersistedQueryRetry: () => false,
    getHash: (body) => hashOf(body as RequestBody) ?? '',
    getQueryFromHash: async (hash: string) => manifest.query(hash),
    // The APQ protocol's messages: clients that see it resend the full query (which the rule below checks).
    notFoundError: 'PersistedQueryNotFound',
    notSupportedError: 'PersistedQueryNotSupported',
  };
}

/** With GRAPHQL_PERSISTED_ONLY: any other document is refused before it runs (cached per query text). */
export function persistedOnlyRule(manifest: PersistedManifest): ValidationRule {
  return (context) => ({
    Document(node) {
      if (!manifest.allows(node)) {
        context.reportError(
          limitError(
            'This server only runs the operations its clients were built with.',
            'PERSISTED_QUERY_REQUIRED',
          ),
        );
      }
    },
  });
}

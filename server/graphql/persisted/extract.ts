import type { DocumentNode } from 'graphql';
import { print } from '../graphql-module.js';
import { hasOperation, sha256 } from './canonical.js';

/**
 * The persisted-query manifest of a module of typed documents (the web client's web/src/gql/graphql.ts,
 * emitted by graphql-codegen's client preset): every exported operation document, printed, keyed by the
 * sha256 of that text.
 */
export function extractOperations(module: Record<string, unknown>): Record<string, string> {
  const manifest: Record<string, string> = {};
  for (const value of Object.values(module)) {
    if (!isDocument(value) || !hasOperation(value)) continue;
    const text = print(value);
    manifest[sha256(text)] = text;
  }
  return Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
}

function isDocument(value: unknown): value is DocumentNode {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === 'Document' &&
    Array.isArray((value as { definitions?: unknown }).definitions)
  );
}

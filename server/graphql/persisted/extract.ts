import { formatDocument, stringifyDocument } from '@urql/core';
import type { DocumentNode } from 'graphql';
import { hasOperation, sha256 } from './canonical.js';

/**
 * The text urql puts on the wire for a document: its own print of the document with `__typename` added to every
 * selection set (its document cache needs the typenames in results). The web client hashes exactly this text
 * (web/src/lib/urql-client.ts, persisted exchange), so the manifest's keys are the hashes it sends.
 */
export function wireText(document: DocumentNode): string {
  return stringifyDocument(formatDocument(document));
}

/**
 * The persisted-query manifest of a module of typed documents (the web client's web/src/gql/graphql.ts,
 * emitted by graphql-codegen's client preset): every exported operation document as the client sends it, keyed
 * by the sha256 of that text.
 */
export function extractOperations(module: Record<string, unknown>): Record<string, string> {
  const manifest: Record<string, string> = {};
  for (const value of Object.values(module)) {
    if (!isDocument(value) || !hasOperation(value)) continue;
    const text = wireText(value);
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

import { createHash } from 'node:crypto';
import type { DocumentNode } from 'graphql';
import { Kind, parse, print, visit } from '../graphql-module.js';

export const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * One text per operation however a client spells it: graphql-js's print of the document without
 * unaliased __typename fields (urql adds them to every selection set before sending).
 */
export function canonicalText(document: DocumentNode): string {
  const stripped = visit(document, {
    Field(node) {
      return node.name.value === '__typename' && !node.alias ? null : undefined;
    },
  });
  return print(stripped);
}

/** The canonical form of a query text; undefined when it does not parse. */
export function canonicalOf(query: string): string | undefined {
  try {
    return canonicalText(parse(query, { noLocation: true }));
  } catch {
    return undefined;
  }
}

/** True when the document holds at least one operation (not only fragments). */
export function hasOperation(document: DocumentNode): boolean {
  return document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION);
}

import { type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo, Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { selectsAny } from './selection.js';

/** The resolve info of the query's first top-level field, as graphql-js hands it to that field's resolver. */
function infoFor(query: string): GraphQLResolveInfo {
  const document = parse(query);
  const fragments: Record<string, FragmentDefinitionNode> = {};
  let field: FieldNode | undefined;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
    if (definition.kind === Kind.OPERATION_DEFINITION)
      field = definition.selectionSet.selections[0] as FieldNode;
  }
  return { fieldNodes: [field!], fragments } as unknown as GraphQLResolveInfo;
}

describe('selectsAny', () => {
  it.each([
    ['a field asked directly', 'query Q { order(id: 1) { id totals { total } } }', true],
    ['only other fields', 'query Q { order(id: 1) { id number status } }', false],
    [
      'a nested field of the same name does not count',
      'query Q { order(id: 1) { rolls { totals } } }',
      false,
    ],
    [
      'through a fragment',
      'query Q { order(id: 1) { ...Money } } fragment Money on Order { lines { key } }',
      true,
    ],
    [
      'through an inline fragment inside a fragment',
      'query Q { order(id: 1) { ...F } } fragment F on Order { ... on Order { credits { kind } } }',
      true,
    ],
  ])('%s', (_name, query, expected) => {
    expect(selectsAny(infoFor(query), ['lines', 'credits', 'totals'])).toBe(expected);
  });
});

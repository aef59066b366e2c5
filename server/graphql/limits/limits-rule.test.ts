import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type DocumentNode, type GraphQLError, getIntrospectionQuery } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as webDocuments from '../../../web/src/gql/graphql';
import { buildSchema, parse, specifiedRules, validate } from '../graphql-module';
import { queryLimitsRule } from './limits-rule';

const testSchema = buildSchema(`
  type Query { node: Node, list: [Node!]!, nodes(limit: Int = 25, offset: Int = 0): NodePage! }
  type Node { id: ID!, child: Node, children: [Node!]! }
  type NodePage { items: [Node!]!, count: Int! }
`);
const DEFAULTS = { maxDepth: 12, maxAliases: 30, maxCost: 10_000 };

function check(query: string | DocumentNode, limits = DEFAULTS, schema = testSchema): GraphQLError[] {
  const document = typeof query === 'string' ? parse(query) : query;
  return validate(schema, document, [...specifiedRules, queryLimitsRule(limits)]) as GraphQLError[];
}
const reasons = (errors: GraphQLError[]) => errors.map((e) => e.extensions.reason);
const costOf = (query: string) => {
  const errors = check(query, { maxDepth: 0, maxAliases: 0, maxCost: 1 });
  return (errors[0]?.extensions.actual as number | undefined) ?? 1;
};

function nested(levels: number): string {
  let q = 'id';
  for (let i = 1; i < levels; i++) q = `child { ${q} }`;
  return `query Deep { node { ${q} } }`;
}

describe('depth', () => {
  it('accepts 12 levels and refuses 13', () => {
    expect(check(nested(11))).toEqual([]);
    expect(reasons(check(nested(12)))).toEqual(['QUERY_TOO_DEEP']);
    expect(check(nested(12))[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', limit: 12, actual: 13 });
  });

  it('counts depth through fragments', () => {
    let inner = 'id';
    for (let i = 0; i < 10; i++) inner = `child { ${inner} }`;
    // node (1) + A's two children (2) + B's ten (10) + id (1) = 14
    const q = `query F { node { ...A } } fragment A on Node { child { child { ...B } } } fragment B on Node { ${inner} }`;
    expect(reasons(check(q))).toContain('QUERY_TOO_DEEP');
  });
});

describe('aliases', () => {
  const aliases = (n: number) => Array.from({ length: n }, (_, i) => `a${i}: id`).join(' ');
  it('accepts 30 and refuses 31', () => {
    expect(check(`query A { node { ${aliases(30)} } }`)).toEqual([]);
    expect(reasons(check(`query A { node { ${aliases(31)} } }`))).toEqual(['TOO_MANY_ALIASES']);
  });

  it('counts a fragment each time it is spread, without walking it each time', () => {
    const fragments = [`fragment F0 on Node { a: id b: id }`];
    for (let i = 1; i <= 40; i++)
      fragments.push(`fragment F${i} on Node { ...F${i - 1} child { ...F${i - 1} } }`);
    const started = performance.now();
    const errors = check(`query Bomb { node { ...F40 } } ${fragments.join(' ')}`);
    // Walking each spread would visit 2^40 nodes (hours); a busy CI machine may take a few hundred ms for the real
    // walk, so the bound is generous and still fails any walk that repeats fragments.
    expect(performance.now() - started).toBeLessThan(2000);
    expect(reasons(errors)).toContain('TOO_MANY_ALIASES');
  });
});

describe('cost', () => {
  it.each([
    ['query Q { node { id } }', 2],
    ['query Q { list { id } }', 6], // an unpaged list counts as 5
    ['query Q { list { children { id } } }', 31],
    ['query Q { nodes(limit: 10) { items { id } count } }', 31], // the page's items are the limit, once
    ['query Q { nodes { items { id } count } }', 76], // the argument's default, 25
    ['query Q($n: Int) { nodes(limit: $n) { items { id } count } }', 301], // a variable may be the max, 100
    ['query Q { node { id __typename } }', 2],
  ])('%s costs %i', (query, cost) => expect(costOf(query)).toBe(cost));

  it('refuses over the limit with the figures', () => {
    const errors = check('query Q { list { children { children { children { id } } } } }', {
      ...DEFAULTS,
      maxCost: 500,
    });
    expect(errors[0]?.extensions).toMatchObject({ reason: 'QUERY_TOO_COSTLY', limit: 500, actual: 781 });
  });
});

describe('the real schema', () => {
  const schema = buildSchema(readFileSync(resolve(import.meta.dirname, '../../../schema.graphql'), 'utf8'));

  it('lets the standard introspection query through (15 levels, exempt from depth and cost)', () => {
    expect(check(getIntrospectionQuery(), DEFAULTS, schema)).toEqual([]);
  });

  it('lets every operation of the web client through the default limits', () => {
    const documents = Object.entries(webDocuments).filter(([name]) => name.endsWith('Document'));
    expect(documents.length).toBeGreaterThan(0);
    for (const [name, document] of documents) {
      expect([name, check(document as DocumentNode, DEFAULTS, schema)]).toEqual([name, []]);
    }
  });

  it('refuses introspection that multiplies lists, or repeats __schema', () => {
    const lists = '{ __schema { types { fields { type { fields { name } } } } } }';
    expect(check(lists, DEFAULTS, schema)).toEqual([]);
    const more = '{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }';
    // graphql-js's own MaxIntrospectionDepthRule also refuses this one.
    expect(reasons(check(more, DEFAULTS, schema))).toContain('INTROSPECTION_TOO_LARGE');
    const repeated = `{ ${Array.from({ length: 6 }, (_, i) => `s${i}: __schema { queryType { name } }`).join(' ')} }`;
    expect(reasons(check(repeated, DEFAULTS, schema))).toEqual(['INTROSPECTION_TOO_LARGE']);
  });
});

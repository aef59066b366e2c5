import {
  buildSchema,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';

// Generates GraphQL requests from the schema: mostly plausible (right fields, sometimes wrong arguments or
// variables), some broken on purpose (truncated, misspelt, wrong types), all from a seeded generator so a
// failure can be replayed.

export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STRINGS = [
  '',
  'a',
  'ñandú 🎞️',
  "' OR 1=1 --",
  '<script>x</script>',
  'x'.repeat(2000),
  '12345',
  'a@b.co',
  'NICE_2025',
];
const INTS = [0, 1, -1, 25, 100, 101, 2 ** 31, -(2 ** 31) - 1, 7];

export class QueryFuzzer {
  private readonly schema: GraphQLSchema;
  private vars: string[] = [];
  private values: Record<string, unknown> = {};

  constructor(
    sdl: string,
    private readonly random: () => number,
  ) {
    this.schema = buildSchema(sdl);
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)] as T;
  }

  private chance(p: number): boolean {
    return this.random() < p;
  }

  /** One request body: { query, variables, operationName? }. */
  next(): { query: string; variables: Record<string, unknown>; operationName?: string } {
    this.vars = [];
    this.values = {};
    const mutation = this.chance(0.2);
    const root = (mutation ? this.schema.getMutationType() : this.schema.getQueryType())!;
    const fields = Array.from({ length: 1 + Math.floor(this.random() * 3) }, () =>
      this.field(this.pick(Object.values(root.getFields())), 0),
    );
    const name = `Op${Math.floor(this.random() * 50)}`;
    const header = this.vars.length ? `(${this.vars.join(', ')})` : '';
    let query = `${mutation ? 'mutation' : 'query'} ${name}${header} { ${fields.join(' ')} }`;
    if (this.chance(0.05)) query = query.slice(0, Math.floor(this.random() * query.length));
    if (this.chance(0.05)) query = query.replace(/[a-z]/, '~');
    return { query, variables: this.values, ...(this.chance(0.1) ? { operationName: 'Nope' } : {}) };
  }

  private field(field: GraphQLField<unknown, unknown>, depth: number): string {
    const alias = this.chance(0.1) ? `a${Math.floor(this.random() * 1000)}: ` : '';
    const args = field.args
      .filter((a) => isNonNullType(a.type) || this.chance(0.5))
      .map((a) => this.argument(a));
    const argText = args.length ? `(${args.join(', ')})` : '';
    const type = getNamedType(field.type);
    return `${alias}${field.name}${argText}${this.selection(type, depth + 1)}`;
  }

  private selection(type: GraphQLNamedType, depth: number): string {
    if (!isObjectType(type)) return this.chance(0.03) ? ' { id }' : '';
    if (depth > 4 || this.chance(0.03)) return '';
    const fields = Object.values(type.getFields());
    const chosen = Array.from({ length: 1 + Math.floor(this.random() * 4) }, () =>
      this.field(this.pick(fields), depth),
    );
    if (this.chance(0.1)) chosen.push('__typename');
    if (this.chance(0.05)) chosen.push(`... on ${type.name} { ${this.field(this.pick(fields), depth)} }`);
    return ` { ${chosen.join(' ')} }`;
  }

  private argument(arg: GraphQLArgument): string {
    if (this.chance(0.4)) {
      const name = `v${this.vars.length}`;
      this.vars.push(`$${name}: ${this.chance(0.9) ? String(arg.type) : 'String'}`);
      if (!this.chance(0.1)) this.values[name] = this.chance(0.85) ? this.value(arg.type, 0) : this.junk();
      return `${arg.name}: $${name}`;
    }
    return `${arg.name}: ${this.chance(0.9) ? this.literal(arg.type, 0) : JSON.stringify(this.pick(STRINGS))}`;
  }

  private junk(): unknown {
    return this.pick([null, 42, 'text', true, [1, 2], { a: { b: 'c' } }, 1e308, -0]);
  }

  /** A JSON value for a variable of this type (occasionally null or of the wrong shape). */
  private value(type: GraphQLInputType, depth: number): unknown {
    if (isNonNullType(type)) return this.value(type.ofType, depth);
    if (this.chance(0.05)) return null;
    if (isListType(type)) return [this.value(type.ofType, depth + 1)];
    const named = getNullableType(type);
    if (isEnumType(named)) return this.chance(0.9) ? this.pick(named.getValues()).name : 'NOT_A_VALUE';
    if (isInputObjectType(named)) {
      if (depth > 3) return {};
      return Object.fromEntries(
        Object.values(named.getFields())
          .filter((f) => isNonNullType(f.type) || this.chance(0.5))
          .map((f) => [f.name, this.value(f.type, depth + 1)]),
      );
    }
    if (isScalarType(named)) {
      if (named.name === 'Int') return this.pick(INTS);
      if (named.name === 'Float') return this.random() * 1000;
      if (named.name === 'Boolean') return this.chance(0.5);
      if (named.name === 'ID')
        return this.chance(0.7) ? String(Math.floor(this.random() * 10)) : this.pick(STRINGS);
      return this.pick(STRINGS);
    }
    return null;
  }

  private literal(type: GraphQLInputType, depth: number): string {
    const value = this.value(type, depth);
    const named = getNamedType(type);
    return toLiteral(value, isEnumType(named));
  }
}

function toLiteral(value: unknown, isEnum: boolean): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map((v) => toLiteral(v, isEnum)).join(', ')}]`;
  if (typeof value === 'object') {
    return `{ ${Object.entries(value)
      .map(([k, v]) => `${k}: ${toLiteral(v, false)}`)
      .join(', ')} }`;
  }
  if (typeof value === 'string') return isEnum ? value : JSON.stringify(value);
  return String(value);
}

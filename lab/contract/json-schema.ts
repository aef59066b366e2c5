import { z } from 'zod';

type Json = Record<string, unknown>;
const COMPONENT_REF = '#/components/schemas/';
const DEFS_REF = '#/$defs/';

function convert(schema: z.ZodType, io: 'input' | 'output'): Json {
  return z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: ({ jsonSchema }) => {
      // Descriptions and examples of a named shape belong to its component, not to every use of it.
      if (typeof jsonSchema.$ref === 'string') {
        delete jsonSchema.description;
        delete jsonSchema.examples;
      }
    },
  }) as Json;
}

function strip(schema: Json): Json {
  const { $schema: _schema, $defs: _defs, id: _id, ...rest } = schema;
  return rest;
}

/**
 * A zod schema as plain JSON Schema with every named shape written out, for the lab's own use: Fastify serializes
 * answers through it and the tests validate answers against it. `io`: a request is read as 'input' (before
 * defaults and transforms), an answer as 'output'.
 */
export function inlineJsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const converted = convert(schema, io);
  const defs = (converted.$defs ?? {}) as Record<string, Json>;
  const inline = (value: unknown, seen: string[]): unknown => {
    if (Array.isArray(value)) return value.map((item) => inline(item, seen));
    if (typeof value !== 'object' || value === null) return value;
    const ref = (value as Json).$ref;
    if (typeof ref === 'string' && ref.startsWith(DEFS_REF)) {
      const name = ref.slice(DEFS_REF.length);
      if (seen.includes(name)) throw new Error(`shape '${name}' refers to itself`);
      return inline(strip(defs[name] ?? {}), [...seen, name]);
    }
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inline(item, seen)]));
  };
  return inline(strip(converted), []) as Json;
}

/**
 * The same for the document: named shapes (define.ts `named`) become `$ref: '#/components/schemas/{id}'`, and
 * `found` collects them so the document lists each once.
 */
export function documentJsonSchema(
  schema: z.ZodType,
  io: 'input' | 'output',
  found: Map<string, Json>,
): Json {
  const converted = convert(schema, io);
  const defs = (converted.$defs ?? {}) as Record<string, Json>;
  for (const [name, def] of Object.entries(defs)) found.set(name, rewriteRefs(strip(def)) as Json);
  const root = rewriteRefs(strip(converted)) as Json;
  // A named shape at the top comes back written out with its id: refer to it instead.
  const topId = z.globalRegistry.get(schema)?.id;
  if (topId) {
    if (!defs[topId] && root.$ref === undefined) found.set(topId, root);
    return { $ref: `${COMPONENT_REF}${topId}` };
  }
  return root;
}

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (typeof value !== 'object' || value === null) return value;
  const out: Json = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] =
      key === '$ref' && typeof item === 'string' ? item.replace(DEFS_REF, COMPONENT_REF) : rewriteRefs(item);
  }
  return out;
}

const NULLABLE_TYPES = new Set(['object', 'string', 'integer', 'number', 'boolean']);

/**
 * The answer's schema as the serializer takes it: a nullable object or value written as fast-json-stringify's own
 * `nullable: true` instead of `anyOf: [x, null]`, which it resolves by running a validator on the value: for a
 * nullable number or date that was an ajv schema compiled again on every answer (a heavy customer's rolls page, 24
 * rolls with 144 preview scans, spent more time there than in its queries; issue 25). bench (l) times both forms
 * beside JSON.stringify.
 */
export function serializerJsonSchema(schema: z.ZodType): Json {
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (typeof value !== 'object' || value === null) return value;
    const node = value as Json;
    const branches = node.anyOf;
    if (Array.isArray(branches) && branches.length === 2) {
      const isNull = (branch: unknown) => (branch as Json)?.type === 'null';
      const other = branches.find((branch) => !isNull(branch)) as Json | undefined;
      if (
        other &&
        branches.some(isNull) &&
        typeof other.type === 'string' &&
        NULLABLE_TYPES.has(other.type)
      ) {
        const { anyOf: _anyOf, ...rest } = node;
        return rewrite({ ...rest, ...other, nullable: true });
      }
    }
    return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, rewrite(item)]));
  };
  return rewrite(inlineJsonSchema(schema, 'output')) as Json;
}

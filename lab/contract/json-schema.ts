import { z } from 'zod';
import { components } from './define';

type Json = Record<string, unknown>;
const EMPTY = z.registry<{ id: string }>();
const COMPONENT_REF = '#/components/schemas/';

function strip(schema: Json): Json {
  const { $schema: _schema, $defs: _defs, ...rest } = schema;
  return rest;
}

/**
 * A zod schema as plain JSON Schema with every named shape written out, for the lab's own use: Fastify serializes
 * answers through it and the tests validate answers against it. `io`: a request is read as 'input' (before
 * defaults and transforms), an answer as 'output'.
 */
export function inlineJsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  return strip(z.toJSONSchema(schema, { io, metadata: EMPTY, unrepresentable: 'any' }) as Json);
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
  const converted = z.toJSONSchema(schema, {
    io,
    metadata: components,
    unrepresentable: 'any',
    override: ({ jsonSchema }) => {
      // Descriptions and examples of a named shape belong to its component, not to every use of it.
      if (typeof jsonSchema.$ref === 'string') {
        delete jsonSchema.description;
        delete jsonSchema.examples;
      }
    },
  }) as Json;
  const defs = (converted.$defs ?? {}) as Record<string, Json>;
  for (const [name, def] of Object.entries(defs)) found.set(name, rewriteRefs(def) as Json);
  const root = rewriteRefs(strip(converted)) as Json;
  // A named shape at the top comes back written out with its id: refer to it instead.
  const topId = components.get(schema)?.id;
  if (topId) {
    if (!defs[topId]) {
      const { id: _id, ...shape } = root;
      found.set(topId, shape);
    }
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
      key === '$ref' && typeof item === 'string'
        ? item.replace('#/$defs/', COMPONENT_REF)
        : rewriteRefs(item);
  }
  return out;
}

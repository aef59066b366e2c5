import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ZodType, z } from 'zod';
import { refusal } from './limit-error.js';

// The GraphQL-over-HTTP request itself, checked before Mercurius sees it. Mercurius's own body schema lets some
// wrong shapes through (a number as `query` reached graphql-js as if it were a parsed document: INTERNAL, and a
// stack in the error log) and names none of the others ("Graphql validation error"). Unknown keys pass: clients
// send their own extensions.

const jsonObject = (name: string) =>
  z.record(z.string(), z.unknown(), { error: `"${name}" must be a JSON object` }).nullish();
const text = (name: string, what: string) => z.string({ error: `"${name}" must be ${what}` }).nullish();

const common = {
  query: text('query', 'a string holding a GraphQL document'),
  operationName: text('operationName', 'a string'),
  documentId: text('documentId', 'a string'),
};

/** One operation in a POST body (JSON). */
const postOperation = z.looseObject(
  { ...common, variables: jsonObject('variables'), extensions: jsonObject('extensions') },
  { error: 'Each operation must be a JSON object: { "query": "…", "variables": { … } }' },
);

/** A GET's query string: variables and extensions arrive as JSON text (Mercurius parses them). */
const jsonText = (name: string) =>
  text(name, 'JSON text').refine(
    (value) => {
      if (value === null || value === undefined) return true;
      try {
        const parsed: unknown = JSON.parse(value);
        return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
      } catch {
        return false;
      }
    },
    { error: `"${name}" must be a JSON object, written as JSON text` },
  );
const getOperation = z.looseObject({
  ...common,
  variables: jsonText('variables'),
  extensions: jsonText('extensions'),
});

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string';
const optionalObject = (value: unknown) => value === undefined || value === null || isObject(value);

/** The shape of nearly every POST, checked without zod; anything else gets zod's check and its message. */
function wellFormedPost(value: unknown): boolean {
  if (!isObject(value)) return false;
  const op = value as Record<string, unknown>;
  return (
    optionalText(op.query) &&
    optionalText(op.operationName) &&
    optionalText(op.documentId) &&
    optionalObject(op.variables) &&
    optionalObject(op.extensions)
  );
}

function check(schema: ZodType, value: unknown, where = ''): void {
  if (schema === postOperation && wellFormedPost(value)) return;
  const result = schema.safeParse(value);
  if (result.success) return;
  const [issue] = result.error.issues;
  throw refusal(`${where}${issue?.message ?? 'This is not a GraphQL request.'}`, 'MALFORMED_REQUEST');
}

/**
 * Refuses a malformed GraphQL request at `path` with 400 and a message naming what is wrong, and caps batches
 * (a batch runs each operation in full, so its length multiplies every other limit). `maxBatch` 1 means no
 * batches: Mercurius then refuses arrays itself.
 */
export function registerRequestShape(app: FastifyInstance, path: string, maxBatch: number): void {
  // A plain hook (done callback): no promise per request for a check that never waits.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      checkShape(request, path, maxBatch);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}

function checkShape(request: FastifyRequest, path: string, maxBatch: number): void {
  if (request.routeOptions.url !== path) return;
  if (request.method === 'GET') {
    check(getOperation, request.query);
    return;
  }
  if (request.method !== 'POST') return;
  const body = request.body;
  if (!Array.isArray(body)) {
    check(postOperation, body);
    dropNullExtensions(body);
    return;
  }
  if (maxBatch <= 1) return; // Mercurius refuses batches itself when they are off.
  if (body.length === 0) {
    throw refusal('A batch must hold at least one operation.', 'MALFORMED_REQUEST');
  }
  if (body.length > maxBatch) {
    throw refusal(
      `A batch may hold at most ${maxBatch} operations; this one has ${body.length}.`,
      'TOO_MANY_OPERATIONS',
      {
        limit: maxBatch,
        actual: body.length,
      },
    );
  }
  body.forEach((operation, index) => {
    check(postOperation, operation, `Operation ${index + 1}: `);
    dropNullExtensions(operation);
  });
}

/** `"extensions": null` is the same as none (GraphQL over HTTP), but Mercurius's body schema wants an object. */
function dropNullExtensions(operation: unknown): void {
  const op = operation as { extensions?: unknown } | null | undefined;
  if (op && op.extensions === null) delete op.extensions;
}

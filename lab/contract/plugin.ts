import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { HttpError } from '../errors';
import { viaStorageOrigin } from '../file-origin';
import { contracts, ErrorBody, type RouteContract } from './define';
import { buildDocument, errorStatuses, isZod, type ServedRoute } from './document';
import { inlineJsonSchema, serializerJsonSchema } from './json-schema';
import './routes/index';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's contract (lab/contract), for the answer check in tests. */
    contract?: { key: string; entry: RouteContract };
  }
}

export interface ContractOptions {
  /**
   * Tests only: every answer is checked against its route's contract, and a request the handler accepted must
   * also pass the contract's request schemas; a mismatch answers 500 naming it (the message is for the test run).
   */
  validateAnswers: boolean;
  /**
   * A documented-only lab (LAB_CONTRACT=documented): every route whose contract names an extension feature answers
   * 404 as an unknown route does, and the document leaves it (and the feature list) out.
   */
  documentedOnly?: boolean;
  version: string;
}

const NOT_FOUND = { message: 'Not Found', status: 404, errors: [] };

const SKIPPED_METHODS = new Set(['HEAD', 'OPTIONS']);

/**
 * Puts each route's contract on it as it is registered (answers are then serialized through their schemas) and
 * serves the OpenAPI document at /openapi.json and a readable reference at /docs. Register before any route.
 */
export async function registerContract(
  app: FastifyInstance,
  options: ContractOptions,
): Promise<ServedRoute[]> {
  const served: ServedRoute[] = [];
  const document: Record<string, unknown> = {};

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (SKIPPED_METHODS.has(method)) continue;
      if (route.url === '/openapi.json' || route.url.startsWith('/docs')) continue;
      const key = `${method} ${route.url}`;
      const entry = contracts.get(key);
      served.push({ method, url: route.url, contract: entry });
      if (entry) attach(route, key, entry);
    }
  });

  if (options.documentedOnly) {
    // A global hook added before every other (the auth hook's included), so an extension route answers exactly
    // what an unknown one does, whatever the request carries; a WebSocket route answers it before the upgrade.
    app.addHook('onRequest', (request, reply, done) => {
      const extension = request.routeOptions.config.contract?.entry.extension;
      // The storage origin (lab/file-origin.ts) serves the `files` routes and nothing else; the API's origin every
      // documented route and none of the files, whose links point at the storage origin.
      const refused = viaStorageOrigin(request.raw) ? extension !== 'files' : Boolean(extension);
      if (refused) {
        // An upgrade's socket is the WebSocket plugin's to end, which its own onRequest hook (not reached) arranges.
        if (request.headers.upgrade) reply.raw.once('finish', () => request.raw.socket.destroy());
        reply.code(404).send(NOT_FOUND);
        return;
      }
      done();
    });
  }

  await app.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
  app.get('/openapi.json', async () => document);
  app.addHook('onReady', async () => {
    const described = options.documentedOnly ? served.filter((route) => !route.contract?.extension) : served;
    Object.assign(document, buildDocument(described, options.version, { features: !options.documentedOnly }));
  });

  if (options.validateAnswers) {
    const check = answerChecker();
    app.addHook(
      'preSerialization',
      async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        const contract = request.routeOptions.config.contract;
        if (!contract) return payload;
        const problem = check(contract.key, contract.entry, request, reply.statusCode, payload);
        if (problem) {
          request.log.error({ contract: contract.key, problem }, 'answer breaks the contract');
          throw new HttpError(500, `Contract ${contract.key}: ${problem}`);
        }
        return payload;
      },
    );
  }
  return served;
}

/** The route's JSON answers are serialized through their schemas (fast-json-stringify): what is not in the contract is not sent. */
function attach(route: RouteOptions, key: string, entry: RouteContract): void {
  const response: Record<string, unknown> = {};
  for (const [status, spec] of Object.entries(entry.answers)) {
    if (isZod(spec)) response[status] = serializerJsonSchema(spec);
  }
  const errorSchema = inlineJsonSchema(ErrorBody, 'output');
  for (const status of errorStatuses(entry)) response[status] = errorSchema;
  route.schema = { ...route.schema, response };
  route.config = { ...route.config, contract: { key, entry } };
}

function answerChecker() {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats.default(ajv);
  const compiled = new Map<string, ValidateFunction>();
  const validator = (cacheKey: string, make: () => Record<string, unknown>) => {
    let validate = compiled.get(cacheKey);
    if (!validate) {
      validate = ajv.compile(make());
      compiled.set(cacheKey, validate);
    }
    return validate;
  };
  const explain = (validate: ValidateFunction) =>
    (validate.errors ?? [])
      .slice(0, 5)
      .map(
        (error) =>
          `${error.instancePath || '(answer)'} ${error.message}${error.params && 'additionalProperty' in error.params ? ` '${error.params.additionalProperty}'` : ''}`,
      )
      .join('; ');

  return (key: string, entry: RouteContract, request: FastifyRequest, status: number, answer: unknown) => {
    // What goes on the wire: dates as ISO strings, undefined left out.
    const payload = answer === undefined ? answer : JSON.parse(JSON.stringify(answer));
    if (status >= 400) {
      const validate = validator('Error', () => inlineJsonSchema(ErrorBody, 'output'));
      return validate(payload) ? null : `error answer ${status}: ${explain(validate)}`;
    }
    const spec = entry.answers[status as keyof RouteContract['answers']];
    if (!spec) return `answered ${status}, which the contract does not list`;
    if (!isZod(spec)) return `answered JSON for ${status}, which the contract says is not JSON`;
    const validate = validator(`${key} ${status}`, () => inlineJsonSchema(spec, 'output'));
    if (!validate(payload)) return `answer ${status}: ${explain(validate)}`;
    for (const [part, schema, value] of [
      ['params', entry.params, request.params],
      ['query', entry.query, request.query],
      ['body', entry.body, request.body],
    ] as const) {
      if (!schema) continue;
      const parsed = schema.safeParse(value ?? {});
      if (!parsed.success) {
        return `accepted a request whose ${part} its contract refuses: ${parsed.error.issues
          .slice(0, 3)
          .map((issue) => `${issue.path.join('.')} ${issue.message}`)
          .join('; ')}`;
      }
    }
    return null;
  };
}

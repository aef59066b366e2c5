import type { z } from 'zod';
import { type AnswerSpec, ErrorBody, type RouteContract } from './define';
import { EXTENSION_FEATURES } from './features';
import { documentJsonSchema } from './json-schema';

type Json = Record<string, unknown>;

export interface ServedRoute {
  method: string;
  /** Fastify's template: /users/:id/orders */
  url: string;
  contract: RouteContract | undefined;
}

/** Fastify's `/users/:id/*` → OpenAPI's `/users/{id}/{path}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}').replace(/\*$/, '{path}');
}

const ACCESS_LINE: Record<RouteContract['access'], string> = {
  public: 'Anyone: no token needed.',
  'signed-in': 'Any signed-in account.',
  owner: 'The user named by `{id}` themself, or staff (ADMIN) for any user; others get 403.',
  admin: 'Staff only (ADMIN; a manager after the two-factor check). Other roles get 403.',
  vendor: 'The print shop (VENDOR) for its own orders, or staff.',
  messenger: 'The courier (MESSENGER) for their own record, or staff.',
  'signed-link': 'A signed, expiring link the lab handed out: its query carries the signature; no token.',
};

const DEFAULT_ERRORS: Record<RouteContract['access'], number[]> = {
  public: [400],
  'signed-in': [400, 401],
  owner: [400, 401, 403, 404],
  admin: [400, 401, 403],
  vendor: [400, 401, 403, 404],
  messenger: [400, 401, 403, 404],
  'signed-link': [400, 403, 404],
};

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid request: one entry in `errors` per bad field (unknown keys too).',
  401: 'No token, or an invalid or expired one.',
  402: 'The card was declined.',
  403: 'Not allowed for this account.',
  404: "Not found (or not this user's).",
  409: 'Conflicts with the current state (a refused transition writes nothing).',
  410: 'Gone: expired or revoked.',
  413: 'Too large.',
  416: 'The range asked for is not in the file.',
  415: 'Unsupported file type.',
  422: 'Cannot be processed.',
  429: 'Too many attempts; try again later.',
  503: 'A service the lab relies on is unavailable.',
};

/** The statuses a route may answer in the error shape. */
export function errorStatuses(contract: RouteContract): number[] {
  return [...new Set([...DEFAULT_ERRORS[contract.access], ...(contract.errors ?? [])])].sort();
}

function parameters(
  where: 'path' | 'query' | 'header',
  schema: z.ZodType | undefined,
  found: Map<string, Json>,
) {
  if (!schema) return [];
  const json = documentJsonSchema(schema, 'input', found);
  const properties = (json.properties ?? {}) as Record<string, Json>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(description ? { description } : {}),
      schema: rest,
      // ids[]=1&ids[]=2: arrays in the query repeat their key.
      ...(where === 'query' && rest.type === 'array' ? { style: 'form', explode: true } : {}),
    };
  });
}

export const isZod = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

function answer(spec: AnswerSpec, found: Map<string, Json>): Json {
  if (!isZod(spec) && 'status' in spec) return { description: spec.description, 'x-websocket': true };
  if (!isZod(spec)) {
    if (spec.contentType === 'none') return { description: spec.description };
    const types = Array.isArray(spec.contentType) ? spec.contentType : [spec.contentType];
    return {
      description: spec.description,
      content: Object.fromEntries(
        types.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
      ),
    };
  }
  return {
    description: 'OK',
    content: { 'application/json': { schema: documentJsonSchema(spec, 'output', found) } },
  };
}

function operationId(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith('{') ? `by-${part.slice(1, -1)}` : part))
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0].toUpperCase() + word.slice(1))].join('');
}

function tagOf(path: string): string {
  const parts = path.split('/').filter(Boolean);
  const area = parts[0] === 'users' && parts.length > 2 ? parts[2] : parts[0];
  return area;
}

function operation(route: ServedRoute, contract: RouteContract, found: Map<string, Json>): Json {
  const path = openApiPath(route.url);
  const lines = [contract.description, `**Who:** ${ACCESS_LINE[contract.access]}`];
  if (contract.extension) {
    const note = EXTENSION_FEATURES[contract.extension];
    lines.push(
      `**Extension \`${contract.extension}\`** (not in spec §7; optional). With it: ${note.with} Without it: ${note.without}`,
    );
  }
  if (contract.pathChosen)
    lines.push("Spec §7 names this call without a path; this path is the lab's choice.");
  const responses: Json = {};
  for (const [status, spec] of Object.entries(contract.answers)) {
    if (spec) responses[status] = answer(spec, found);
  }
  const errorRef = documentJsonSchema(ErrorBody, 'output', found);
  for (const status of errorStatuses(contract)) {
    responses[status] = {
      description: ERROR_TEXT[status] ?? 'Error',
      content: { 'application/json': { schema: errorRef } },
    };
  }
  const body: Json | undefined = contract.body
    ? {
        required: !contract.bodyOptional,
        content: {
          'application/json': {
            schema: documentJsonSchema(contract.body, 'input', found),
            ...(contract.bodyExample !== undefined ? { example: contract.bodyExample } : {}),
          },
        },
      }
    : contract.bodyContentType
      ? {
          required: true,
          content: Object.fromEntries(
            contract.bodyContentType.map((type) => [
              type,
              { schema: { type: 'string', contentMediaType: type } },
            ]),
          ),
        }
      : undefined;
  return {
    operationId: operationId(route.method, path),
    summary: contract.summary,
    description: lines.filter(Boolean).join('\n\n'),
    tags: [tagOf(path)],
    ...(contract.access === 'public' || contract.access === 'signed-link' ? { security: [] } : {}),
    'x-access': contract.access,
    ...(contract.extension ? { 'x-extension': contract.extension } : {}),
    ...(contract.pathChosen ? { 'x-path-chosen': true } : {}),
    parameters: [
      ...parameters('path', contract.params, found),
      ...parameters('query', contract.query, found),
      ...parameters('header', contract.headers, found),
    ],
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of every route that has a contract (the tests require one for every route). */
export function buildDocument(
  routes: ServedRoute[],
  version: string,
  options: { features?: boolean } = {},
): Json {
  const found = new Map<string, Json>();
  const paths: Record<string, Json> = {};
  const sorted = [...routes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  for (const route of sorted) {
    if (!route.contract) continue;
    const path = openApiPath(route.url);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route, route.contract, found);
  }
  // A documented-only lab offers no extension: its feature list is empty.
  const features =
    options.features === false
      ? {}
      : Object.fromEntries(Object.entries(EXTENSION_FEATURES).map(([name, note]) => [name, note]));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Film lab REST services',
      version,
      description: [
        'The REST services a film lab runs, as the product (its GraphQL backend-for-frontend) calls them.',
        'Spec §7 with the shapes of §3 is the base contract every lab serves. An operation marked `x-extension` is an',
        'extension: optional, grouped by feature; the product does without it (see `x-extension-features`).',
        "Errors always answer `{message, status, errors}`. Send `Authorization: Bearer <token>`; an answer's",
        '`Authorization` header, when present, replaces the stored token.',
      ].join(' '),
    },
    'x-extension-features': features,
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: Object.fromEntries([...found.entries()].sort(([a], [b]) => a.localeCompare(b))),
    },
  };
}

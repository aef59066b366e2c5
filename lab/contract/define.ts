import { z } from 'zod';
import { idSchema } from '../validation';
import type { ExtensionFeature } from './features';

// The lab's contract, route by route: what each route takes and answers, who may call it, and whether spec §7
// documents it. lab/contract/plugin.ts puts these schemas on the routes (answers are serialized through them) and
// builds the OpenAPI document from them; the BFF's lab types are generated from that document.

/** Who may call a route; becomes the operation's security and a line of its description. */
export type Access =
  | 'public'
  /** Any signed-in account. */
  | 'signed-in'
  /** The user named by the path's {id} themself, or staff (ADMIN) for anyone. */
  | 'owner'
  | 'admin'
  | 'vendor'
  | 'messenger'
  /** A signed, expiring link the lab handed out (files); no bearer token. */
  | 'signed-link';

/** A JSON answer's schema, or a non-JSON answer (a file, a socket upgrade). */
export type AnswerSpec =
  | z.ZodType
  | { contentType: string | string[]; description: string; schema?: undefined }
  | { status: 'websocket'; description: string };

export interface RouteContract {
  /** One line: what the route does. */
  summary: string;
  /** More: rules, limits, side effects (markdown). */
  description?: string;
  access: Access;
  /**
   * A route spec §7 does not document is an extension of the contract: optional for a lab, named by the feature
   * it serves (features.ts says what the product does with and without it).
   */
  extension?: ExtensionFeature;
  /** §7 names the call but not its path ('the pick-up fetch', 'add subscriber'): this path is the lab's choice. */
  pathChosen?: true;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Request headers the route reads (e.g. Idempotency-Key). */
  headers?: z.ZodType;
  /** The non-JSON request body, when the route takes a file. */
  bodyContentType?: string[];
  /** The body may be left out altogether. */
  bodyOptional?: true;
  /** Success answers by status. */
  answers: Partial<Record<200 | 201 | 202 | 204 | 206 | 301 | 302 | 304, AnswerSpec>>;
  /** The error statuses this route can answer, all in the spec's error shape {message, status, errors}. */
  errors?: Array<400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 416 | 422 | 429 | 503>;
  /** A request body example (the answer examples come from the named shapes). */
  bodyExample?: unknown;
}

/** 'GET /users/:id' → its contract. Filled by the modules under routes/, read by plugin.ts and document.ts. */
export const contracts = new Map<string, RouteContract>();

export function defineRoutes(entries: Record<string, RouteContract>): void {
  for (const [key, entry] of Object.entries(entries)) {
    if (!/^(GET|POST|PUT|DELETE|PATCH) \//.test(key))
      throw new Error(`contract key '${key}' is not 'METHOD /path'`);
    if (contracts.has(key)) throw new Error(`contract for '${key}' is defined twice`);
    contracts.set(key, entry);
  }
}

/**
 * Registers a shape under a component name (#/components/schemas/{id}); its description and example show in the
 * document. Names live in zod's global registry beside `.describe()` and `.meta()`, so one conversion reads both.
 * Use the shape this returns (`.meta()` makes a copy).
 */
export function named<S extends z.ZodType>(
  id: string,
  schema: S,
  meta: { description?: string; example?: unknown } = {},
): S {
  if (namedShapes.has(id)) throw new Error(`two shapes are named '${id}'`);
  const shape = schema.meta({
    id,
    ...(meta.description ? { description: meta.description } : {}),
    ...(meta.example !== undefined ? { examples: [meta.example] } : {}),
  }) as S;
  namedShapes.set(id, shape);
  return shape;
}

const namedShapes = new Map<string, z.ZodType>();

// Answer building blocks. Answers are what the lab writes, so they are plain (no coercion, no defaults).

/** An ISO 8601 date and time, as the lab writes it (`2026-01-05T15:04:05.000Z`). */
export const dateTime = z.string().meta({ format: 'date-time' });
/** A calendar day, `2026-01-05`. */
export const date = z.string().meta({ format: 'date' });
/** A database id. */
export const id = z.number().int().positive();
/** Whole cents (USD). */
export const cents = z.number().int();
export const count = z.number().int().min(0);
/** A keyset page's cursor: the page after the item it names (extension keyset-paging). */
export const nextCursor = z
  .string()
  .nullable()
  .describe(
    "The page after this one: pass it as `after`. Null on the last page. Opaque, and only this list's.",
  );
/** A link the lab hands out (absolute, or relative to the lab's base). */
export const link = z.string().meta({ format: 'uri-reference' });

/** The spec's error object (§7: "Errors return message, status and errors"). */
export const ErrorBody = named(
  'Error',
  z.object({
    message: z.string(),
    status: z.number().int(),
    errors: z.array(z.object({ field: z.string().optional(), message: z.string() })),
  }),
  {
    description:
      'Every error: a message for a person, the HTTP status, and one entry per bad field (its dotted path).',
    example: {
      message: 'Invalid request',
      status: 400,
      errors: [{ field: 'email', message: 'Must be a valid e-mail address' }],
    },
  },
);

/** `{ message }`: an acknowledgement. */
export const MessageBody = named('Message', z.object({ message: z.string() }), {
  example: { message: 'Your password has been reset.' },
});

/** A user id in the path: `/users/{id}/…` (as owned-user.ts reads it: path parameters arrive as text). */
export const userPath = z.object({ id: idSchema });

/** Answers no body. */
export const noContent: AnswerSpec = { contentType: 'none', description: 'No content.' };

/** The contract's version in the document's info; raised when a documented shape changes. */
export const LAB_CONTRACT_VERSION = '1.0.0';

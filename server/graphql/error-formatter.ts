import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLError as GraphQLErrorType } from 'graphql';
import { formatError } from './errors.js';
import { GraphQLError } from './graphql-module.js';
import { acceptsGraphQLResponse, acceptsLegacyJsonOnly } from './media-type.js';

interface Execution {
  data?: Record<string, unknown> | null;
  errors?: readonly GraphQLErrorType[];
}

/** Set on the reply when an HTTP operation answered with errors: the operation metrics' outcome (decision 090). */
export const GRAPHQL_ERRORS = Symbol('graphql errors');

/**
 * Mercurius's errorFormatter: every error gets a code (errors.ts), and a request that produced no data
 * because it was refused (validation, limits, rate limit) answers with that refusal's 4xx status.
 */
export function errorFormatter(fallbackLog: FastifyBaseLogger) {
  return (
    execution: Execution,
    ctx: { reply?: { log: FastifyBaseLogger; request?: { headers: { accept?: string } } } },
  ) => {
    const log = ctx.reply?.log ?? fallbackLog;
    if (ctx.reply) (ctx.reply as unknown as Record<symbol, boolean>)[GRAPHQL_ERRORS] = true;
    const errors = (execution.errors ?? []).flatMap((error) => {
      // Mercurius wraps GraphQL validation errors in one error holding the list.
      const nested = (error.originalError as { errors?: unknown })?.errors;
      const isWrapped =
        Array.isArray(nested) && nested.length > 0 && nested.every((e) => e instanceof GraphQLError);
      return isWrapped ? (nested as GraphQLErrorType[]) : [error];
    });
    const original = execution.errors?.[0]?.originalError as
      | { statusCode?: number; code?: string }
      | undefined;
    const requestFailed =
      !execution.data && typeof original?.statusCode === 'number' && original.statusCode >= 400;
    const formatted = errors.map((e) => formatError(e, log));
    const accept = ctx.reply?.request?.headers.accept;
    if (requestFailed && acceptsGraphQLResponse(accept)) {
      // application/graphql-response+json: a request error has no `data` entry at all.
      return { statusCode: original?.statusCode ?? 400, response: { errors: formatted } };
    }
    // application/json asked for explicitly: the document's own errors (syntax, validation, variables) answer 200.
    const documentError = original?.code === 'MER_ERR_GQL_VALIDATION' && acceptsLegacyJsonOnly(accept);
    return {
      statusCode: requestFailed && !documentError ? (original?.statusCode ?? 400) : 200,
      response: { data: execution.data ?? null, errors: formatted },
    };
  };
}

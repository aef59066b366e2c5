import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLError as GraphQLErrorType } from 'graphql';
import { formatError } from './errors.js';
import { GraphQLError } from './graphql-module.js';

interface Execution {
  data?: Record<string, unknown> | null;
  errors?: readonly GraphQLErrorType[];
}

/**
 * Mercurius's errorFormatter: every error gets a code (errors.ts), and a request that produced no data
 * because it was refused (validation, limits, rate limit) answers with that refusal's 4xx status.
 */
export function errorFormatter(fallbackLog: FastifyBaseLogger) {
  return (execution: Execution, ctx: { reply?: { log: FastifyBaseLogger } }) => {
    const log = ctx.reply?.log ?? fallbackLog;
    const errors = (execution.errors ?? []).flatMap((error) => {
      // Mercurius wraps GraphQL validation errors in one error holding the list.
      const nested = (error.originalError as { errors?: unknown })?.errors;
      const isWrapped =
        Array.isArray(nested) && nested.length > 0 && nested.every((e) => e instanceof GraphQLError);
      return isWrapped ? (nested as GraphQLErrorType[]) : [error];
    });
    const original = execution.errors?.[0]?.originalError as { statusCode?: number } | undefined;
    const requestFailed =
      !execution.data && typeof original?.statusCode === 'number' && original.statusCode >= 400;
    return {
      statusCode: requestFailed ? (original?.statusCode ?? 400) : 200,
      response: { data: execution.data ?? null, errors: errors.map((e) => formatError(e, log)) },
    };
  };
}

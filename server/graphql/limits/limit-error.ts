import type { GraphQLError as GraphQLErrorType } from 'graphql';
import { requestError } from '../errors.js';
import { GraphQLError } from '../graphql-module.js';

/** Why a query was refused before it ran; clients read `extensions.reason` to tell the limits apart. */
export type LimitReason =
  | 'QUERY_TOO_DEEP'
  | 'TOO_MANY_ALIASES'
  | 'QUERY_TOO_COSTLY'
  | 'QUERY_TOO_COMPLEX'
  | 'INTROSPECTION_TOO_LARGE'
  | 'TOO_MANY_OPERATIONS'
  | 'LIST_LIMIT_OUT_OF_RANGE'
  | 'PERSISTED_QUERY_REQUIRED'
  | 'MALFORMED_REQUEST';

/** A validation error with the conventions' code; Mercurius answers it with HTTP 400. */
export function limitError(
  message: string,
  reason: LimitReason,
  extra: Record<string, unknown> = {},
): GraphQLErrorType {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', reason, ...extra } });
}

/** The same refusal thrown before Mercurius runs (a Fastify hook): HTTP 400 with the reason. */
export function refusal(message: string, reason: LimitReason, extra: Record<string, unknown> = {}) {
  return requestError(message, 'BAD_USER_INPUT', 400, { reason, ...extra });
}

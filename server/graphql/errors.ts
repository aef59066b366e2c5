import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import mercurius from 'mercurius';
import { ZodError } from 'zod';
import {
  FeatureUnavailableError,
  LabApiError,
  LabBadResponseError,
  LabCircuitOpenError,
  LabTimeoutError,
  LabUnavailableError,
} from '../lab-client/errors.js';
import { FEATURE_MESSAGES } from '../lab-client/feature-messages.js';
import { GraphQLError as GraphQLErrorClass } from './graphql-module.js';
import type { LimitReason } from './limits/limit-error.js';

// Mercurius is CommonJS: Node's ESM loader cannot see its named exports.
const { ErrorWithProps } = mercurius;
type ErrorWithProps = InstanceType<typeof ErrorWithProps>;

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'PAYMENT_DECLINED'
  | 'UPSTREAM_ERROR'
  | 'UPSTREAM_TIMEOUT'
  | 'UPSTREAM_UNAVAILABLE'
  | 'RATE_LIMITED'
  /** The field or mutation needs an extension feature this lab does not offer (extensions.feature names it). */
  | 'FEATURE_UNAVAILABLE'
  | 'INTERNAL';

/** A client-facing error: a message written for a person plus a code from the conventions' list. */
export function codedError(
  message: string,
  code: ErrorCode,
  extra: Record<string, unknown> = {},
): ErrorWithProps {
  return new ErrorWithProps(message, { code, ...extra });
}

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 402) return 'PAYMENT_DECLINED';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'UPSTREAM_ERROR';
  return 'BAD_USER_INPUT';
}

const MESSAGES = {
  UPSTREAM_ERROR: 'The lab service could not complete this request. Please try again.',
  UPSTREAM_UNAVAILABLE: 'The lab service is unavailable right now. Please try again shortly.',
  UPSTREAM_TIMEOUT: 'The lab service took too long to answer. Please try again.',
};

/**
 * A refusal of the whole request (too costly, rate limited, overloaded): a coded error that also sets the
 * HTTP status, so clients and proxies see 400/429/503 rather than a 200 with errors.
 */
export function requestError(
  message: string,
  code: ErrorCode,
  status: number,
  extra: Record<string, unknown> = {},
): ErrorWithProps {
  return new ErrorWithProps(message, { code, status, ...extra }, status);
}

/** Tells clients when trying again makes sense (whole seconds, as in the Retry-After header). */
function retryAfter(ms: number | undefined): { retryAfter?: number } {
  return ms === undefined ? {} : { retryAfter: Math.max(1, Math.ceil(ms / 1000)) };
}

interface Classified {
  message: string;
  extensions: Record<string, unknown>;
  /** Server-side detail worth logging at error level (5xx, unexpected). */
  serious: boolean;
}

/** Maps anything a resolver may throw to the message and extensions a client may see. */
export function classify(error: unknown): Classified {
  if (error instanceof FeatureUnavailableError) {
    return {
      message: FEATURE_MESSAGES[error.feature],
      extensions: { code: 'FEATURE_UNAVAILABLE' satisfies ErrorCode, feature: error.feature },
      serious: false,
    };
  }
  if (error instanceof LabApiError) {
    const code = codeForStatus(error.status);
    if (error.status >= 500) {
      return {
        message: MESSAGES[code as keyof typeof MESSAGES] ?? MESSAGES.UPSTREAM_ERROR,
        extensions: { code, status: error.status, ...retryAfter(error.retryAfterMs) },
        serious: true,
      };
    }
    const field = error.field;
    return {
      message: error.message,
      extensions: { code, status: error.status, ...(field ? { field } : {}) },
      serious: false,
    };
  }
  if (error instanceof LabUnavailableError) {
    return {
      message: MESSAGES.UPSTREAM_UNAVAILABLE,
      extensions: { code: 'UPSTREAM_UNAVAILABLE', status: 503, ...retryAfter(error.retryAfterMs) },
      // Failing fast on an open circuit is the breaker working, not a new fault worth an error line.
      serious: !(error instanceof LabCircuitOpenError),
    };
  }
  if (error instanceof LabTimeoutError) {
    return {
      message: MESSAGES.UPSTREAM_TIMEOUT,
      extensions: { code: 'UPSTREAM_TIMEOUT', status: 504 },
      serious: true,
    };
  }
  if (error instanceof LabBadResponseError) {
    return {
      message: MESSAGES.UPSTREAM_ERROR,
      extensions: { code: 'UPSTREAM_ERROR', status: 502 },
      serious: true,
    };
  }
  if (error instanceof ZodError) {
    const first = error.issues[0];
    const field = first?.path.join('.');
    return {
      message: first?.message ?? 'Invalid input',
      extensions: { code: 'BAD_USER_INPUT', status: 400, ...(field ? { field } : {}) },
      serious: false,
    };
  }
  if (error instanceof ErrorWithProps) {
    return { message: error.message, extensions: { ...error.extensions }, serious: false };
  }
  return {
    message: 'Something went wrong on our side. Please try again.',
    extensions: { code: 'INTERNAL', status: 500 },
    serious: true,
  };
}

/** GraphQL's own errors (syntax, validation, unknown fields) carry no original error and are safe to show. */
function isGraphQLRequestError(error: GraphQLError): boolean {
  return !error.originalError || error.originalError instanceof GraphQLErrorClass;
}

/**
 * graphql-js stops validating a document whose repeated fields or fragments would take too long to compare (its
 * own guard against quadratic work) with a bare "Validation aborted.": say what to change, as the limits do.
 */
const VALIDATION_ABORTED = 'Validation aborted.';
const TOO_COMPLEX = {
  message: 'This query repeats fields or fragments too many times to check. Ask for each field once.',
  extensions: { code: 'BAD_USER_INPUT', reason: 'QUERY_TOO_COMPLEX' satisfies LimitReason },
};

export function formatError(error: GraphQLError, log: FastifyBaseLogger): GraphQLFormattedError {
  const base = { locations: error.locations, path: error.path };
  if (isGraphQLRequestError(error) && error.path) {
    // Raised while executing (e.g. an upstream shape the schema cannot carry): our fault, not the caller's.
    log.error({ err: error, path: error.path }, 'resolver failed');
    return {
      message: 'Something went wrong on our side. Please try again.',
      ...base,
      extensions: { code: 'INTERNAL', status: 500 },
    };
  }
  if (isGraphQLRequestError(error)) {
    if (error.message === VALIDATION_ABORTED) return { ...TOO_COMPLEX, ...base };
    const code = (error.extensions?.code as string | undefined) ?? 'BAD_USER_INPUT';
    return { message: error.message, ...base, extensions: { ...error.extensions, code } };
  }
  const original = error.originalError as Error & { statusCode?: number; code?: string };
  // Fastify/Mercurius request errors (bad JSON, CSRF, body too large…) come with their own 4xx status.
  if (typeof original.statusCode === 'number' && original.statusCode >= 400 && original.statusCode < 500) {
    if (!(original instanceof ErrorWithProps)) {
      return {
        message: original.message,
        ...base,
        extensions: { code: codeForStatus(original.statusCode), status: original.statusCode },
      };
    }
  }
  const c = classify(original);
  if (c.serious) log.error({ err: original, path: error.path }, 'resolver failed');
  else log.info({ code: c.extensions.code, path: error.path }, c.message);
  return { message: c.message, ...base, extensions: c.extensions };
}

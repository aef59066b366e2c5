import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ValidationRule } from 'graphql';
import { bearerToken } from '../graphql/context.js';
import { specifiedRules, validate } from '../graphql/graphql-module.js';
import { LabApiError, LabClient, type LabTransport } from '../lab-client/index.js';
import type { LabUser } from '../lab-client/types.js';
import type { UserEventSource } from './upstream-events.js';

/** Who opened a graphql-ws connection, checked once with the lab when it opened (connection_init). */
export interface LiveSession {
  /** Null when no token or a token the lab refused: each subscription is then refused UNAUTHENTICATED. */
  user: LabUser | null;
  token: string | undefined;
  upstream: UserEventSource;
}

/** What subscription resolvers find in their context (merged in by Mercurius from onConnect). */
export interface SubscriptionContext {
  live?: LiveSession;
}

/** Keeps idle connections open through proxies and load balancers that drop quiet sockets. */
const KEEP_ALIVE_MS = 25_000;

function tokenFrom(payload: unknown): string | undefined {
  if (!payload || typeof payload !== 'object') return undefined;
  const params = payload as Record<string, unknown>;
  const header = params.authorization ?? params.Authorization;
  return typeof header === 'string' ? bearerToken(header) : undefined;
}

/**
 * Mercurius's `subscription` option. The token comes in connection_init's payload (graphql-ws
 * connectionParams `{ authorization: 'Bearer …' }`) and is verified with the lab's current-user, as every
 * HTTP request's is. A connection without a valid token is accepted but can subscribe to nothing: each
 * subscription is answered with a coded UNAUTHENTICATED error a client can act on.
 */
export function subscriptionOptions(
  transport: LabTransport,
  upstream: UserEventSource,
  log: FastifyBaseLogger,
) {
  return {
    keepAlive: KEEP_ALIVE_MS,
    onConnect: async (data: { payload?: unknown }): Promise<SubscriptionContext> => {
      const token = tokenFrom(data.payload);
      if (!token) return { live: { user: null, token: undefined, upstream } };
      const lab = new LabClient(transport, { token, log });
      try {
        return { live: { user: await lab.auth.currentUser(), token, upstream } };
      } catch (error) {
        if (error instanceof LabApiError && error.status === 401) {
          return { live: { user: null, token: undefined, upstream } };
        }
        // The lab is down or odd: refuse the connection (the client retries), as a query would fail.
        log.warn({ err: error }, 'could not check a subscription token with the lab');
        throw error;
      }
    },
  };
}

/**
 * Mercurius validates queries and mutations but runs a subscription's document without validating it: the
 * same rules (graphql-js's own, the abuse limits, no introspection, persisted-only) are applied here before
 * it runs. A refusal reaches the client as the subscription's error, with its code.
 */
export function validateSubscriptions(app: FastifyInstance, rules: ValidationRule[]): void {
  const all = [...specifiedRules, ...rules];
  app.graphql.addHook('preSubscriptionExecution', async (schema, document) => {
    const errors = validate(schema, document, all);
    if (errors.length > 0) throw errors[0];
  });
}

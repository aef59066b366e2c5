import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ValidationRule } from 'graphql';
import { bearerToken } from '../graphql/context.js';
import { specifiedRules, validate } from '../graphql/graphql-module.js';
import { LabApiError, LabClient, type LabTransport } from '../lab-client/index.js';
import type { LabUser } from '../lab-client/types.js';
import type { LiveSessions, TokenCheck } from './live-sessions.js';
import type { UserEventSource } from './upstream-events.js';

/**
 * Who opened a graphql-ws connection, checked with the lab when it opened (connection_init), and again when a
 * session of theirs ends or the check is old (live-sessions.ts).
 */
export interface LiveSession {
  /** Null when no token or a token the lab refused: each subscription is then refused UNAUTHENTICATED. */
  user: LabUser | null;
  token: string | undefined;
  upstream: UserEventSource;
  sessions: LiveSessions;
  check: TokenCheck;
  /** When the lab last accepted the token (ms). */
  checkedAt: number;
  /** Whether LiveSessions tracks this connection yet (from its first subscription until it closes). */
  tracked: boolean;
}

/** The graphql-ws connection's socket, as far as closing it goes. */
export interface LiveSocket {
  close(code: number, reason: string): void;
  once(event: 'close', listener: () => void): unknown;
}

/** What subscription resolvers find in their context (merged in by Mercurius from onConnect). */
export interface SubscriptionContext {
  live?: LiveSession;
  liveSocket?: LiveSocket;
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
/** Asks the lab whether a token's session still holds (current-user); 'ended' on its 401. */
export function labTokenCheck(transport: LabTransport, log: FastifyBaseLogger): TokenCheck {
  return async (token) => {
    try {
      await new LabClient(transport, { token, log }).auth.currentUser();
      return 'valid';
    } catch (error) {
      if (error instanceof LabApiError && error.status === 401) return 'ended';
      throw error;
    }
  };
}

export function subscriptionOptions(
  transport: LabTransport,
  upstream: UserEventSource,
  sessions: LiveSessions,
  log: FastifyBaseLogger,
) {
  const check = labTokenCheck(transport, log);
  const visitor = (): SubscriptionContext => ({
    live: { user: null, token: undefined, upstream, sessions, check, checkedAt: Date.now(), tracked: false },
  });
  return {
    keepAlive: KEEP_ALIVE_MS,
    // Runs as connection_init arrives (before onConnect): the socket, for closing it when its session ends.
    context: (socket: LiveSocket): SubscriptionContext => ({ liveSocket: socket }),
    onConnect: async (data: { payload?: unknown }): Promise<SubscriptionContext> => {
      const token = tokenFrom(data.payload);
      if (!token) return visitor();
      const lab = new LabClient(transport, { token, log });
      try {
        const user = await lab.auth.currentUser();
        return {
          live: { user, token, upstream, sessions, check, checkedAt: Date.now(), tracked: false },
        };
      } catch (error) {
        if (error instanceof LabApiError && error.status === 401) return visitor();
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

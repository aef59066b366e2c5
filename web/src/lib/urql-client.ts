import { persistedExchange } from '@urql/exchange-persisted';
import type { Client as LiveClient } from 'graphql-ws/client';
import { Client, cacheExchange, type Exchange, fetchExchange, subscriptionExchange } from 'urql';
import { authErrorExchange } from './auth-error-exchange';
import { createAuthFetch } from './auth-fetch';
import { type InFlightTracker, inFlightExchange } from './in-flight';
import { type PrerenderData, seededExchange } from './prerender-data';
import type { TokenStore } from './token-store';

export interface UrqlClientOptions {
  tokenStore: TokenStore;
  tracker: InFlightTracker;
  /** Called after a login error cleared the token (the app navigates to /login), or with 'two-factor' when a
   * manager must confirm their sign-in (the token is kept; the app shows the code prompt). */
  onAuthError: (reason?: 'two-factor') => void;
  url?: string;
  fetch?: typeof fetch;
  /** Results a prerendered page was built with: answered once, so hydration matches the HTML. */
  seed?: PrerenderData;
}

/**
 * One client per login state: the app builds a fresh one when the person logs in or out, which drops
 * every cached byte of the previous user's data (spec §4: logout clears all user state).
 */
export function createUrqlClient(options: UrqlClientOptions): Client {
  return new Client({
    url: options.url ?? '/graphql',
    // Always POST: a GET would put variables (e.g. a password-reset token) into URLs and access logs.
    preferGetMethod: false,
    fetch: createAuthFetch(options.tokenStore, options.fetch),
    exchanges: [
      cacheExchange,
      ...(options.seed ? [seededExchange(options.seed)] : []),
      authErrorExchange(options.tokenStore, options.onAuthError),
      inFlightExchange(options.tracker),
      // Operations go by hash (sha256 of the text urql sends), which the BFF looks up in the manifest the build
      // wrote from these same documents; an unknown hash is answered PersistedQueryNotFound and the exchange
      // resends the full text. Still POST: a GET would put variables into URLs and access logs.
      persistedExchange({ enableForMutation: true, preferGetForPersistedQueries: false }),
      // Subscriptions (which the persisted exchange passes on untouched) go over graphql-ws on the same path.
      ...(typeof window === 'undefined' ? [] : [liveExchange(options.url ?? '/graphql', options.tokenStore)]),
      fetchExchange,
    ],
  });
}

/** Spec §5: a live connection reconnects 1.5 s after it closes. */
const RECONNECT_MS = 1500;
/** The BFF closes a live connection with this when its session ended (docs/decisions/110): no reconnecting then. */
export const SESSION_ENDED_CODE = 4401;

/** Whether graphql-ws should reconnect after this close: always, except when the session itself ended. */
export const shouldReconnect = (event: unknown): boolean =>
  (event as { code?: number } | null)?.code !== SESSION_ENDED_CODE;

/**
 * The graphql-ws client's options: lazy, the token read at every (re)connect, a reconnect 1.5 s after a close —
 * except a close saying the session ended, which stays closed (the next request meets the sign-in page instead).
 */
export function liveClientOptions(url: string, tokenStore: TokenStore) {
  return {
    url,
    lazy: true,
    lazyCloseTimeout: 3000,
    connectionParams: () => {
      const token = tokenStore.get();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: shouldReconnect,
    retryWait: () => new Promise<void>((resolve) => setTimeout(resolve, RECONNECT_MS)),
  };
}

/**
 * urql's subscriptionExchange over one graphql-ws connection per client. The library is fetched the first time
 * something subscribes, which only a logged-in page does: visitors never download it. The connection opens with
 * the first subscription and closes a little after the last; the token is read at every (re)connect.
 */
function liveExchange(url: string, tokenStore: TokenStore): Exchange {
  const wsUrl = new URL(url, window.location.href);
  wsUrl.protocol = wsUrl.protocol === 'https:' ? 'wss:' : 'ws:';
  let live: Promise<LiveClient> | undefined;
  const connect = () => {
    live ??= import('graphql-ws/client').then(({ createClient }) =>
      createClient(liveClientOptions(wsUrl.href, tokenStore)),
    );
    return live;
  };
  return subscriptionExchange({
    forwardSubscription: (request) => ({
      subscribe(sink) {
        let stop: (() => void) | undefined;
        let stopped = false;
        connect().then(
          (client) => {
            if (!stopped) stop = client.subscribe({ ...request, query: request.query ?? '' }, sink);
          },
          (error: unknown) => sink.error(error),
        );
        return {
          unsubscribe() {
            stopped = true;
            stop?.();
          },
        };
      },
    }),
  });
}

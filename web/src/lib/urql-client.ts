import { persistedExchange } from '@urql/exchange-persisted';
import { Client, cacheExchange, fetchExchange } from 'urql';
import { authErrorExchange } from './auth-error-exchange';
import { createAuthFetch } from './auth-fetch';
import { type InFlightTracker, inFlightExchange } from './in-flight';
import { type PrerenderData, seededExchange } from './prerender-data';
import type { TokenStore } from './token-store';

export interface UrqlClientOptions {
  tokenStore: TokenStore;
  tracker: InFlightTracker;
  /** Called after a login error cleared the token; the app navigates to /login. */
  onAuthError: () => void;
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
      fetchExchange,
    ],
  });
}

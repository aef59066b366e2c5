import type { TokenStore } from './token-store';

/** Reads `Bearer xyz` (any case, extra spaces) and answers `xyz`, or null for anything else. */
export function parseBearer(header: string | null): string | null {
  const match = header?.match(/^\s*Bearer\s+(\S+)\s*$/i);
  return match ? match[1] : null;
}

/**
 * A fetch for the GraphQL client: it sends the stored token and adopts a rotated one from the
 * response's Authorization header (spec §7). A rotation that arrives after the user logged out (or
 * switched accounts) mid-request is dropped, so a late response can never log someone back in.
 */
export function createAuthFetch(store: TokenStore, baseFetch: typeof fetch = (...args) => fetch(...args)) {
  const authFetch: typeof fetch = async (input, init) => {
    const sentToken = store.get();
    const headers = new Headers(init?.headers);
    if (sentToken) headers.set('Authorization', `Bearer ${sentToken}`);

    const response = await baseFetch(input, { ...init, headers });

    const rotated = parseBearer(response.headers.get('Authorization'));
    if (rotated && rotated !== sentToken && store.get() === sentToken) store.set(rotated);
    return response;
  };
  return authFetch;
}

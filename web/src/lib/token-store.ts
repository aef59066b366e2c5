/**
 * The session token lives in localStorage under one fixed key (spec §4, §9): a stored token means
 * "logged in". Listeners let React re-render when it appears or disappears, including from other tabs.
 */
export const AUTH_TOKEN_KEY = 'filmlab.authToken';

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export function createTokenStore(key = AUTH_TOKEN_KEY): TokenStore {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  // Storage can throw (private modes, blocked cookies); a session then simply doesn't persist.
  const read = (): string | null => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const write = (value: string | null) => {
    if (read() === value) return;
    try {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    } catch {
      // Ignored on purpose: see read().
    }
    notify();
  };

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === key || event.key === null) notify();
    });
  }

  return {
    get: read,
    set: (token) => write(token),
    clear: () => write(null),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app-wide store. Tests build their own with createTokenStore. */
export const tokenStore = createTokenStore();

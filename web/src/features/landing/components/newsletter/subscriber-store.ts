import { useSyncExternalStore } from 'react';

/** Where the newsletter subscriber lives in this browser. Its presence means the visitor has subscribed (spec §3). */
export const SUBSCRIBER_KEY = 'filmlab.subscriber';

export interface StoredSubscriber {
  id: string;
  email: string;
  /** '0' when none was given (spec §3). */
  zip: string;
}

type Listener = () => void;

const listeners = new Set<Listener>();
// When the browser refuses storage (private modes, quota), the subscriber still lasts for this page's life.
let memoryRaw: string | null = null;
// The snapshot must keep its identity while the stored text is unchanged, or useSyncExternalStore loops.
let cachedRaw: string | null = null;
let cached: StoredSubscriber | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    return storage()?.getItem(SUBSCRIBER_KEY) ?? memoryRaw;
  } catch {
    return memoryRaw;
  }
}

function parse(raw: string | null): StoredSubscriber | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof StoredSubscriber, unknown>> | null;
    if (!value || typeof value.id !== 'string' || typeof value.email !== 'string') return null;
    return { id: value.id, email: value.email, zip: typeof value.zip === 'string' ? value.zip : '0' };
  } catch {
    return null;
  }
}

function notify() {
  for (const listener of listeners) listener();
}

// Another tab subscribing or clearing counts here too.
function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === SUBSCRIBER_KEY) notify();
}

/** The stored subscriber, shared by every newsletter form and the popup so they always agree. */
export const subscriberStore = {
  get(): StoredSubscriber | null {
    const raw = readRaw();
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cached = parse(raw);
    }
    return cached;
  },

  save(subscriber: StoredSubscriber): void {
    const raw = JSON.stringify({ id: subscriber.id, email: subscriber.email, zip: subscriber.zip });
    memoryRaw = null;
    try {
      const store = storage();
      if (store) store.setItem(SUBSCRIBER_KEY, raw);
      else memoryRaw = raw;
    } catch {
      memoryRaw = raw;
    }
    notify();
  },

  clear(): void {
    memoryRaw = null;
    try {
      storage()?.removeItem(SUBSCRIBER_KEY);
    } catch {
      // Nothing stored, nothing to clear.
    }
    notify();
  },

  subscribe(listener: Listener): () => void {
    if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && typeof window !== 'undefined') {
        window.removeEventListener('storage', onStorage);
      }
    };
  },
};

// The prerendered page (and the first client render that hydrates it) knows of no subscriber.
const serverSnapshot = (): StoredSubscriber | null => null;

/** The stored subscriber, or null; null during the server render and hydration. */
export function useStoredSubscriber(): StoredSubscriber | null {
  return useSyncExternalStore(subscriberStore.subscribe, subscriberStore.get, serverSnapshot);
}

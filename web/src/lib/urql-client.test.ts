import { describe, expect, it, vi } from 'vitest';
import { sha256 } from '../../../server/graphql/persisted/canonical';
import { extractOperations } from '../../../server/graphql/persisted/extract';
import * as documents from '../gql/graphql';
import { MeDocument } from '../gql/graphql';
import { createInFlightTracker } from './in-flight';
import { createTokenStore } from './token-store';
import { createUrqlClient, liveClientOptions, shouldReconnect } from './urql-client';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

interface SentBody {
  query?: string;
  operationName?: string;
  extensions?: { persistedQuery?: { sha256Hash?: string; miss?: boolean } };
}

function clientAnswering(...answers: unknown[]) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => json(answers.shift()));
  const client = createUrqlClient({
    tokenStore: createTokenStore(),
    tracker: createInFlightTracker(),
    onAuthError: vi.fn(),
    url: 'http://bff.test/graphql',
    fetch,
  });
  const bodies = () => fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as SentBody);
  return { client, fetch, bodies };
}

describe('persisted operations', () => {
  it('sends an operation by the hash the build’s manifest keys it by, without its text', async () => {
    const { client, bodies } = clientAnswering({ data: { me: null } });
    const result = await client.query(MeDocument, {}).toPromise();
    expect(result.data).toEqual({ me: null });
    const [body] = bodies();
    expect(body?.query).toBeUndefined();
    expect(body?.operationName).toBe('Me');
    const hash = body?.extensions?.persistedQuery?.sha256Hash ?? '';
    const manifest = extractOperations(documents as Record<string, unknown>);
    expect(manifest[hash]).toContain('query Me');
    expect(sha256(manifest[hash] ?? '')).toBe(hash);
  });

  it('resends the full text when the server does not know the hash (a client newer than the server)', async () => {
    const { client, bodies } = clientAnswering(
      { errors: [{ message: 'PersistedQueryNotFound' }] },
      { data: { me: null } },
    );
    const result = await client.query(MeDocument, {}).toPromise();
    expect(result.data).toEqual({ me: null });
    const [first, second] = bodies();
    expect(first?.query).toBeUndefined();
    expect(second?.query).toContain('query Me');
    expect(second?.extensions?.persistedQuery?.miss).toBe(true);
  });
});

describe('shouldReconnect', () => {
  it.each([
    [{ code: 4401, reason: 'Signed out: this session has ended' }, false],
    [{ code: 1006, reason: '' }, true],
    [{ code: 1011, reason: '' }, true],
    [new Error('network'), true],
  ])('after %o: %s', (event, reconnect) => {
    expect(shouldReconnect(event)).toBe(reconnect);
  });
});

describe('the live connection (spec §4, issue 26)', () => {
  it('reconnects 1.5 s after it closes (not after its session ended), and reads the token at each connect', async () => {
    vi.useFakeTimers();
    try {
      const store = createTokenStore('live-test-token');
      const options = liveClientOptions('ws://lab.test/graphql', store);
      expect(options.shouldRetry({ code: 1006, reason: '' })).toBe(true);
      expect(options.shouldRetry({ code: 4401, reason: 'Signed out: this session has ended' })).toBe(false);
      expect(options.retryAttempts).toBe(Number.POSITIVE_INFINITY);
      let waited = false;
      void options.retryWait().then(() => {
        waited = true;
      });
      await vi.advanceTimersByTimeAsync(1499);
      expect(waited).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(waited).toBe(true);
      expect(options.connectionParams()).toEqual({});
      store.set('fresh');
      expect(options.connectionParams()).toEqual({ authorization: 'Bearer fresh' });
    } finally {
      vi.useRealTimers();
    }
  });
});

import { describe, expect, it, vi } from 'vitest';
import { parseBearer } from './auth-fetch';
import { createInFlightTracker } from './in-flight';
import { AUTH_TOKEN_KEY, createTokenStore } from './token-store';
import { createUrqlClient } from './urql-client';

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json', ...headers } });

function setup(respond: () => Response | Promise<Response>) {
  const store = createTokenStore();
  const tracker = createInFlightTracker();
  const onAuthError = vi.fn();
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => respond());
  const client = createUrqlClient({
    tokenStore: store,
    tracker,
    onAuthError,
    url: 'http://lab.test/graphql',
    fetch,
  });
  const sentAuthorization = () => new Headers(fetch.mock.calls.at(-1)?.[1]?.headers).get('Authorization');
  return { store, tracker, onAuthError, fetch, client, sentAuthorization };
}

const ME = 'query Me { me { id } }';

describe('token store', () => {
  it('keeps the token in localStorage under one fixed key and tells listeners', () => {
    const store = createTokenStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('abc');
    expect(AUTH_TOKEN_KEY).toBe('filmlab.authToken');
    expect(window.localStorage.getItem('filmlab.authToken')).toBe('abc');
    store.clear();
    expect(store.get()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('the GraphQL fetch', () => {
  it('sends the stored token as a Bearer token', async () => {
    const { store, client, sentAuthorization } = setup(() => json({ data: { me: { id: '1' } } }));
    store.set('abc');
    await client.query(ME, {}).toPromise();
    expect(sentAuthorization()).toBe('Bearer abc');
  });

  it('sends no Authorization header without a token', async () => {
    const { client, sentAuthorization } = setup(() => json({ data: { me: null } }));
    await client.query(ME, {}).toPromise();
    expect(sentAuthorization()).toBeNull();
  });

  it('stores a rotated token from the response Authorization header', async () => {
    const { store, client } = setup(() =>
      json({ data: { me: { id: '1' } } }, { Authorization: 'Bearer xyz' }),
    );
    store.set('abc');
    await client.query(ME, {}).toPromise();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('xyz');
  });

  it('clears the token and reports a login error on UNAUTHENTICATED', async () => {
    const { store, client, onAuthError } = setup(() =>
      json({ data: null, errors: [{ message: 'Log in again', extensions: { code: 'UNAUTHENTICATED' } }] }),
    );
    store.set('abc');
    const result = await client.query(ME, {}).toPromise();
    expect(result.error?.graphQLErrors[0].message).toBe('Log in again');
    expect(store.get()).toBeNull();
    expect(onAuthError).toHaveBeenCalledTimes(1);
  });

  it('treats FORBIDDEN the same way', async () => {
    const { store, client, onAuthError } = setup(() =>
      json({ data: null, errors: [{ message: 'No', extensions: { code: 'FORBIDDEN' } }] }),
    );
    store.set('abc');
    await client.query(ME, {}).toPromise();
    expect(store.get()).toBeNull();
    expect(onAuthError).toHaveBeenCalled();
  });

  it('leaves the token alone on other errors', async () => {
    const { store, client, onAuthError } = setup(() =>
      json({ data: null, errors: [{ message: 'Lab down', extensions: { code: 'UPSTREAM_ERROR' } }] }),
    );
    store.set('abc');
    await client.query(ME, {}).toPromise();
    expect(store.get()).toBe('abc');
    expect(onAuthError).not.toHaveBeenCalled();
  });

  it('clears the token on a failed login without redirecting', async () => {
    const { store, client, onAuthError } = setup(() =>
      json({ data: null, errors: [{ message: 'Wrong password', extensions: { code: 'UNAUTHENTICATED' } }] }),
    );
    store.set('stale');
    await client
      .mutation('mutation Login($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', {
        e: 'a@b.c',
        p: 'x',
      })
      .toPromise();
    expect(store.get()).toBeNull();
    expect(onAuthError).not.toHaveBeenCalled();
  });

  it('drops a rotated token that arrives after logout', async () => {
    const { store, client } = setup(() => {
      store.clear();
      return json({ data: { me: { id: '1' } } }, { Authorization: 'Bearer late' });
    });
    store.set('abc');
    await client.query(ME, {}).toPromise();
    expect(store.get()).toBeNull();
  });

  it('counts requests in flight for the progress bar', async () => {
    let release: (response: Response) => void = () => undefined;
    const { client, tracker, fetch } = setup(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    const done = client.query(ME, {}).toPromise();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(tracker.getSnapshot()).toBe(1);
    release(json({ data: { me: null } }));
    await done;
    expect(tracker.getSnapshot()).toBe(0);
  });
});

describe('parseBearer', () => {
  it.each([
    ['Bearer xyz', 'xyz'],
    ['bearer   xyz ', 'xyz'],
    ['Basic xyz', null],
    [null, null],
  ])('%s → %s', (header, token) => expect(parseBearer(header)).toBe(token));
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  authHeader,
  bearerToken,
  createTestLab,
  DEMO_PASSWORD,
  SEED_IDS,
  type TestLab,
} from '../test-support/test-lab';
import { SESSION_ENDED_CLOSE } from './user-events-socket';

// Every sign-in is its own session (issue 24, decision 110): listed, ended one at a time or all but one.

let lab: TestLab;
beforeAll(async () => {
  lab = await createTestLab();
}, 60_000);
afterAll(() => lab.close());

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Safari/604.1';
const signIn = async (email: string, headers: Record<string, string> = {}) => {
  const response = await lab.app.inject({
    method: 'POST',
    url: '/auth/login',
    headers,
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return bearerToken(response);
};
const me = (token: string) => lab.app.inject({ url: '/auth/current-user', headers: authHeader(token) });
const sessions = async (token: string) => {
  const response = await lab.app.inject({ url: '/auth/sessions', headers: authHeader(token) });
  expect(response.statusCode).toBe(200);
  return response.json().sessions as Array<{
    id: string;
    userAgent: string;
    country: string | null;
    current: boolean;
  }>;
};
const sessionIdOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;

describe('every sign-in is its own session', () => {
  it('two sign-ins in the same second get different tokens and sessions, each listed with its device', async () => {
    const [phone, laptop] = await Promise.all([
      signIn('vendor@lab.test', { 'x-client-user-agent': IPHONE, 'x-client-country': 'us' }),
      signIn('vendor@lab.test', { 'user-agent': 'curl/8.5.0', 'x-client-country': 'nowhere' }),
    ]);
    expect(phone).not.toBe(laptop);
    expect(sessionIdOf(phone)).not.toBe(sessionIdOf(laptop));
    const listed = await sessions(phone);
    expect(listed[0]).toMatchObject({
      id: sessionIdOf(phone),
      userAgent: IPHONE,
      country: 'US',
      current: true,
    });
    expect(listed).toContainEqual(
      expect.objectContaining({
        id: sessionIdOf(laptop),
        userAgent: 'curl/8.5.0',
        country: null,
        current: false,
      }),
    );
    // The token refreshed by current-user stays in its session.
    const refreshed = bearerToken(await me(phone));
    expect(sessionIdOf(refreshed)).toBe(sessionIdOf(phone));
  });

  it('moves last seen when a request comes over a minute after the last, and not more often', async () => {
    const token = await signIn('vendor@lab.test');
    const sid = sessionIdOf(token);
    const lastSeen = async () =>
      (
        await lab.db.query<{ at: string }>('SELECT last_seen_at::text AS at FROM sessions WHERE id = $1', [
          sid,
        ])
      ).rows[0]!.at;
    await lab.db.query("UPDATE sessions SET last_seen_at = now() - interval '5 minutes' WHERE id = $1", [
      sid,
    ]);
    const old = await lastSeen();
    await me(token);
    const moved = await lastSeen();
    expect(Date.parse(moved)).toBeGreaterThan(Date.parse(old));
    await me(token);
    expect(await lastSeen()).toBe(moved);
  });

  it('signing out ends that session only', async () => {
    const phone = await signIn('messenger@lab.test');
    const laptop = await signIn('messenger@lab.test');
    const out = await lab.app.inject({ method: 'POST', url: '/auth/logout', headers: authHeader(phone) });
    expect(out.statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await sessions(laptop)).map((s) => s.id)).not.toContain(sessionIdOf(phone));
  });

  it('ends one chosen session of one’s own, twice without error, and never another person’s', async () => {
    const phone = await signIn('newcustomer@lab.test');
    const laptop = await signIn('newcustomer@lab.test');
    const end = (token: string, sessionId: string) =>
      lab.app.inject({ method: 'DELETE', url: `/auth/sessions/${sessionId}`, headers: authHeader(token) });
    const first = await end(laptop, sessionIdOf(phone));
    expect(first.statusCode).toBe(200);
    expect(first.json().sessions.map((s: { id: string }) => s.id)).not.toContain(sessionIdOf(phone));
    expect((await me(phone)).statusCode).toBe(401);
    expect((await end(laptop, sessionIdOf(phone))).statusCode).toBe(200);

    const stranger = await signIn('customer@lab.test');
    const refused = await end(stranger, sessionIdOf(laptop));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Session not found', status: 404, errors: [] });
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await end(stranger, 'not a session')).statusCode).toBe(400);
  });

  it('"sign out everywhere else" keeps only the caller’s session', async () => {
    const a = await signIn('customer@lab.test');
    const b = await signIn('customer@lab.test');
    const c = await signIn('customer@lab.test');
    const response = await lab.app.inject({
      method: 'POST',
      url: '/auth/sessions/end-others',
      headers: authHeader(c),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().sessions).toEqual([
      expect.objectContaining({ id: sessionIdOf(c), current: true }),
    ]);
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(401);
    expect((await me(c)).statusCode).toBe(200);
  });

  it('a password change keeps the changing session and ends the others; their sockets close', async () => {
    const address = await lab.app.listen({ port: 0, host: '127.0.0.1' });
    const phone = await signIn('newcustomer@lab.test');
    const laptop = await signIn('newcustomer@lab.test');
    const socket = new WebSocket(
      `${address.replace(/^http/, 'ws')}/users/${SEED_IDS.newCustomer}/events/socket`,
      {
        headers: authHeader(phone),
      },
    );
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    const changed = await lab.app.inject({
      method: 'PUT',
      url: `/users/${SEED_IDS.newCustomer}/password`,
      headers: authHeader(laptop),
      payload: { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    expect(await closed).toEqual({ code: SESSION_ENDED_CLOSE.code, reason: SESSION_ENDED_CLOSE.reason });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await me(bearerToken(changed))).statusCode).toBe(200);
  });
});

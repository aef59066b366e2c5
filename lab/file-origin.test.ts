import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningLab, startLab } from './server';
import { DEMO_PASSWORD, SEED_IDS } from './test-support/test-lab';

// A documented-only lab links its files to an origin of their own (docs/decisions/101-files-origin.md): the links
// are absolute, the storage origin answers them to any page (CORS) and nothing else, the API's origin none of them.

let lab: RunningLab;
let token: string;
beforeAll(async () => {
  lab = await startLab({ dataDir: 'memory://', port: 0, logLevel: 'silent', contract: 'documented' });
  const login = await fetch(`${lab.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'customer@lab.test', password: DEMO_PASSWORD }),
  });
  token = (login.headers.get('authorization') ?? '').replace(/^Bearer /, '');
}, 90_000);
afterAll(() => lab?.close());

const api = (path: string) =>
  fetch(`${lab.url}${path}`, { headers: { authorization: `Bearer ${token}` } }).then(async (res) => ({
    status: res.status,
    body: await res.json(),
  }));

describe('a documented-only lab and its storage origin', () => {
  it('listens on a second origin', () => {
    expect(lab.filesUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(lab.filesUrl).not.toBe(lab.url);
  });

  it("answers a scan's links as absolute links on the storage origin, which serves them with CORS", async () => {
    const scans = await api(`/users/${SEED_IDS.customer}/scans?limit=1`);
    expect(scans.status).toBe(200);
    const read: string = scans.body.scans[0].thumbnail.read;
    expect(read.startsWith(`${lab.filesUrl}/files/scans/`)).toBe(true);
    const file = await fetch(read, { headers: { origin: 'http://web.example' } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.headers.get('access-control-allow-origin')).toBe('*');
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(500);
    // The same link on the API's origin is an extension route: 404, as on a lab without files of its own.
    const onApi = await fetch(read.replace(lab.filesUrl!, lab.url));
    expect(onApi.status).toBe(404);
  });

  it('answers product pictures on the storage origin too', async () => {
    const { body } = await api('/products/name/kodak-portra-400-35mm');
    const read: string = body.images[0].read;
    expect(read.startsWith(`${lab.filesUrl}/public/images/`)).toBe(true);
    expect((await fetch(read)).status).toBe(200);
  });

  it('answers a CORS preflight for an upload, and nothing of the API on the storage origin', async () => {
    const preflight = await fetch(`${lab.filesUrl}/files/uploads/x?expires=1&sig=x`, {
      method: 'OPTIONS',
      headers: { origin: 'http://web.example', 'access-control-request-method': 'PUT' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    const me = await fetch(`${lab.filesUrl}/auth/current-user`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(404);
  });
});

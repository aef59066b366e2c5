import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../support/stack.js';

// Found as a new user (issue 14): a mistyped address answered 200. Unknown paths are now a real 404, with the
// client's shell so its router shows the not-found page; the client's own routes still answer 200.
describe('unknown paths', () => {
  let stack: Stack;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'filmlab-static-'));
    await mkdir(join(staticDir, 'assets'));
    await mkdir(join(staticDir, 'pages'));
    // What the build writes from the client's router (web/src/app/router/route-patterns.ts; decision 107).
    await writeFile(
      join(staticDir, 'pages', 'client-routes.json'),
      JSON.stringify([
        '/login',
        '/users/:userId/rolls',
        '/users/:userId/orders/:orderId/*',
        '/admin/social-submissions',
        '/vendor-orders',
        '/courier',
      ]),
    );
    await writeFile(
      join(staticDir, 'index.html'),
      '<!doctype html><title>Film Lab</title><div id="root"></div>',
    );
    stack = await startStack({ STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await stack?.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  const page = (path: string) => request(stack.app.server).get(path).set('accept', 'text/html');

  it('answers 404 with the shell for a path the client does not know', async () => {
    for (const path of ['/no-such-page', '/userz/2/rolls', '/admin-panel', '/users/2/nope', '/admin/nope']) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.text).toContain('<div id="root"></div>');
    }
  });

  it('sends the shell again on a reload of a 404 page (no validators to answer "not modified" without a body)', async () => {
    const first = await page('/no-such-page');
    expect(first.headers.etag).toBeUndefined();
    expect(first.headers['last-modified']).toBeUndefined();
    const reload = await page('/no-such-page')
      .set('if-none-match', '*')
      .set('if-modified-since', new Date().toUTCString());
    expect(reload.status).toBe(404);
    expect(reload.text).toContain('<div id="root"></div>');
  });

  it('answers 200 for the client routes', async () => {
    for (const path of [
      '/login',
      '/users/2/rolls',
      '/users/2/orders/9/anything',
      '/admin/social-submissions',
      '/vendor-orders',
      '/courier',
    ]) {
      expect((await page(path)).status, path).toBe(200);
    }
  });
});

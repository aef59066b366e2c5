import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLab } from '../../lab/server.js';
import { findChromium } from '../../scripts/chromium.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { copyLabTemplate, makeLabTemplate } from '../../tests/support/lab-template.js';

// One product for the whole browser run: the real lab on a fresh demo database and the BFF serving the built client.
export default async function setup(project: TestProject) {
  const staticDir = resolve(import.meta.dirname, '../../dist/web');
  if (!existsSync(resolve(staticDir, 'index.html'))) {
    throw new Error('The browser tests need the built client: run `npm run build` first (npm test does).');
  }
  const chromium = findChromium();
  if (!chromium)
    throw new Error('No Chromium found: run `npm test`, which installs it, or set CHROMIUM_PATH.');

  const template = await makeLabTemplate();
  const db = await copyLabTemplate(template.dir);
  const lab = await startLab({
    dataDir: db.dir,
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    // Social sign-in on, through the stand-in identity provider (e2e/social-sign-in.test.ts).
    socialSignInSecret: 'stand-in-identity-provider-secret-for-browser-tests',
    // Every answer checked against the lab's contract (lab/contract): a mismatch fails the journey with a 500.
    validateAnswers: true,
  });
  const config = loadConfig({ LOG_LEVEL: 'warn', STATIC_DIR: staticDir });
  const app = await buildApp({ ...config, labApiUrl: lab.url });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  // A documented-only lab (decision 097, 101) with its own BFF: the journeys of e2e/documented-lab.test.ts run
  // against spec §7 alone; the lab's files come from its storage origin, which the CSP allows.
  const documentedDb = await copyLabTemplate(template.dir);
  const documentedLab = await startLab({
    dataDir: documentedDb.dir,
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    validateAnswers: true,
    contract: 'documented',
  });
  const documentedApp = await buildApp({
    ...loadConfig({ LOG_LEVEL: 'warn', STATIC_DIR: staticDir, FILE_ORIGINS: documentedLab.filesUrl ?? '' }),
    labApiUrl: documentedLab.url,
  });
  const documentedUrl = await documentedApp.listen({ port: 0, host: '127.0.0.1' });

  // Tests read mail the lab 'sent' (the outbox table lives in this process): GET /?to=<e-mail>, newest first.
  const mail = createServer((request, response) => {
    const to = new URL(request.url ?? '/', 'http://outbox').searchParams.get('to') ?? undefined;
    lab.outbox(to).then(
      (rows) => response.setHeader('content-type', 'application/json').end(JSON.stringify(rows)),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((done) => mail.listen(0, '127.0.0.1', done));

  project.provide('baseUrl', baseUrl);
  project.provide('chromiumPath', chromium);
  // Staff set-up the BFF has no call for yet (adding prints to an order, sending them to a print shop).
  project.provide('labUrl', lab.url);
  project.provide('documentedBaseUrl', documentedUrl);
  project.provide('documentedLabUrl', documentedLab.url);
  project.provide('outboxUrl', `http://127.0.0.1:${(mail.address() as AddressInfo).port}/`);
  return async () => {
    mail.close();
    await app.close();
    await lab.close();
    await db.remove();
    await documentedApp.close();
    await documentedLab.close();
    await documentedDb.remove();
    await template.remove();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
    labUrl: string;
    outboxUrl: string;
    documentedBaseUrl: string;
    documentedLabUrl: string;
  }
}

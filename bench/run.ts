import { startLab } from '../lab/server.js';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { copyLabTemplate, makeLabTemplate } from '../tests/support/lab-template.js';
import { report, sequential, type Target, throughput } from './me.js';

// `npm run bench`: figures are printed, not asserted. Everything runs on this machine over loopback.
const SEQUENTIAL = Number(process.env.BENCH_REQUESTS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

const template = await makeLabTemplate();
const db = await copyLabTemplate(template.dir);
const lab = await startLab({ dataDir: db.dir, port: 0, host: '127.0.0.1', logLevel: 'silent' });
const config = loadConfig({ LOG_LEVEL: 'warn', STATIC_DIR: '/nonexistent' });
const app = await buildApp({ ...config, labApiUrl: lab.url }, { logStream: { write: () => undefined } });
const bffUrl = await app.listen({ port: 0, host: '127.0.0.1' });

try {
  const login = await fetch(`${lab.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'customer@lab.test', password: 'filmlab-demo' }),
  });
  const auth = login.headers.get('authorization');
  if (!auth) throw new Error('login gave no token');

  const bff: Target = {
    name: 'BFF  POST /graphql { me { id role } }',
    url: bffUrl,
    method: 'POST',
    path: '/graphql',
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'query Me { me { id role } }' }),
  };
  const direct: Target = {
    name: 'lab  GET /auth/current-user',
    url: lab.url,
    method: 'GET',
    path: '/auth/current-user',
    headers: { authorization: auth },
  };

  process.stdout.write(
    `\n{ me } through the BFF vs the lab directly (${SEQUENTIAL} sequential, ${SECONDS}s at 16 connections)\n`,
  );
  const rows = [];
  for (const target of [bff, direct]) {
    const latency = await sequential(target, SEQUENTIAL);
    const rps = await throughput(target, SECONDS);
    rows.push({ name: target.name, ...latency, rps });
  }
  process.stdout.write(`${report(rows)}\n\n`);
} finally {
  await app.close();
  await lab.close();
  await db.remove();
  await template.remove();
}

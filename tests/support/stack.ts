import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { inject } from 'vitest';
import { startLab } from '../../lab/server.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { copyLabTemplate } from './lab-template.js';

export interface GqlResponse<T = Record<string, unknown>> {
  status: number;
  headers: Record<string, string>;
  body: {
    data?: T | null;
    errors?: Array<{ message: string; path?: string[]; extensions?: Record<string, unknown> }>;
  };
}

export interface Bff {
  app: FastifyInstance;
  logs: string[];
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<GqlResponse<T>>;
  close(): Promise<void>;
}

/**
 * Starts the BFF (not listening: supertest drives it) against any upstream URL. A stand-in upstream serves no
 * /openapi.json, so every extension feature is on (LAB_EXTENSIONS=all) unless env says otherwise; `LAB_EXTENSIONS: ''`
 * has the BFF read the upstream's document, as in production.
 */
export async function startBff(labApiUrl: string, env: Record<string, string> = {}): Promise<Bff> {
  const logs: string[] = [];
  const config = loadConfig({
    LOG_LEVEL: 'info',
    STATIC_DIR: '/nonexistent',
    // The lab runs in this process in tests: its database work would count as our event-loop lag.
    UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    LAB_EXTENSIONS: 'all',
    ...env,
  });
  const app = await buildApp({ ...config, labApiUrl }, { logStream: { write: (line) => logs.push(line) } });
  await app.ready();
  return {
    app,
    logs,
    async gql(query, variables, token) {
      let req = request(app.server).post('/graphql').set('content-type', 'application/json');
      if (token) req = req.set('authorization', `Bearer ${token}`);
      const res = await req.send({ query, variables });
      return { status: res.status, headers: res.headers as Record<string, string>, body: res.body };
    },
    close: () => app.close(),
  };
}

export interface Stack extends Bff {
  labUrl: string;
  /** Logs in a demo account and answers its token. */
  login(email: string, password?: string): Promise<string>;
  lab: Awaited<ReturnType<typeof startLab>>;
}

export interface StackOptions {
  /** The lab's contract (LAB_CONTRACT): 'documented' plays a lab that serves only spec §7's calls. Default 'full'. */
  labContract?: 'full' | 'documented';
  /** Puts something between the BFF and the lab (a counting pass-through): answers the URL the BFF calls. */
  upstream?: (labUrl: string) => Promise<string>;
}

/**
 * The real lab on a fresh copy of the demo database, and the BFF in front of it, over real HTTP. The BFF learns the
 * lab's features from its /openapi.json, unless env sets LAB_EXTENSIONS.
 */
export async function startStack(
  env: Record<string, string> = {},
  options: StackOptions = {},
): Promise<Stack> {
  const db = await copyLabTemplate(inject('labTemplateDir'));
  const lab = await startLab({
    dataDir: db.dir,
    databaseUrl: db.databaseUrl,
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    validateAnswers: true,
    contract: options.labContract,
  });
  const upstream = options.upstream ? await options.upstream(lab.url) : lab.url;
  // A documented-only lab links its files to its storage origin (decision 101): the browser may load from there.
  const files: Record<string, string> = lab.filesUrl ? { FILE_ORIGINS: lab.filesUrl } : {};
  const bff = await startBff(upstream, { LAB_EXTENSIONS: '', ...files, ...env });
  return {
    ...bff,
    lab,
    labUrl: lab.url,
    async login(email, password = 'filmlab-demo') {
      const res = await bff.gql<{ login: { token: string } }>(
        'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
        { email, password },
      );
      const token = res.body.data?.login.token;
      if (!token) throw new Error(`login failed for ${email}: ${JSON.stringify(res.body.errors)}`);
      return token;
    },
    async close() {
      await bff.close();
      await lab.close();
      await db.remove();
    },
  };
}

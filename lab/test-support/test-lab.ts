import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildLabApp, servedRoutes } from '../app';
import { type LabConfig, loadLabConfig } from '../config';
import type { ServedRoute } from '../contract/document';
import { type Db, IN_MEMORY, openDatabase } from '../db';
import { DEMO_PASSWORD } from '../db/seed/users-data';
import { createLabLogger } from '../logger';
import { UserEventBus } from '../services/user-events';

export { DEMO_PASSWORD };

export interface TestLab {
  app: FastifyInstance;
  db: Db;
  config: LabConfig;
  /** Every log line the app wrote, parsed. */
  logs: Record<string, unknown>[];
  /** The app's live-event bus: subscribe to see what the routes publish. */
  events: UserEventBus;
  /** Every route the app registered, with its contract (lab/contract). */
  contractRoutes: ServedRoute[];
  /** Logs in through the API and returns the bearer token. */
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** A lab app over a fresh, seeded in-memory database: one per test file, since creating one takes seconds. */
export async function createTestLab(overrides: Partial<LabConfig> = {}): Promise<TestLab> {
  const db = await openDatabase(IN_MEMORY);
  const config: LabConfig = {
    ...loadLabConfig({}),
    dataDir: IN_MEMORY,
    webUrl: 'http://web.test',
    validateAnswers: true,
    ...overrides,
  };
  const logs: Record<string, unknown>[] = [];
  const logger = createLabLogger('info', { write: (line: string) => logs.push(JSON.parse(line)) });
  const events = new UserEventBus();
  const app = await buildLabApp({ config, db, logger, events });
  return {
    app,
    contractRoutes: servedRoutes(app),
    db,
    config,
    logs,
    events,
    async login(email, password = DEMO_PASSWORD) {
      const response = await app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });
      if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.body}`);
      return bearerToken(response);
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}

export function bearerToken(response: LightMyRequestResponse): string {
  const header = String(response.headers.authorization ?? '');
  if (!header.startsWith('Bearer ')) throw new Error(`no bearer token in response: ${header}`);
  return header.slice('Bearer '.length);
}

export const authHeader = (token: string) => ({ authorization: `Bearer ${token}` });

/** Ids given to the demo accounts by the seed, in SEED_USERS order. */
export const SEED_IDS = { admin: 1, customer: 2, newCustomer: 3, vendor: 4, messenger: 5 } as const;

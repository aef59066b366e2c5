import { buildLabApp } from './app';
import { loadLabConfig } from './config';
import { type Db, IN_MEMORY, openDatabase } from './db';
import { listenStorageOrigin } from './file-origin';
import { createLabLogger } from './logger';
import { resolveTokenSecret, secretFileFor } from './token-secret';

export interface StartLabOptions {
  /** Folder of the database (created and seeded when new), or 'memory://'. */
  dataDir: string;
  /** A PostgreSQL server (postgres://…) holding the data instead of the embedded database; dataDir keeps the files. */
  databaseUrl?: string | null;
  /** 0 picks a free port. Default 4000. */
  port?: number;
  host?: string;
  webUrl?: string;
  tokenSecret?: string;
  tokenTtlSeconds?: number;
  logLevel?: string;
  /** Turns on social sign-in with the stand-in identity provider (LAB_SOCIAL_SIGNIN_SECRET). */
  socialSignInSecret?: string | null;
  /** Check every answer against the contract (tests). */
  validateAnswers?: boolean;
  /** 'documented': play a documented-only lab, no extension routes (LAB_CONTRACT). Default 'full'. */
  contract?: 'full' | 'documented';
  /** A documented-only lab's storage origin port (LAB_FILES_PORT); default 0, a free one. */
  filesPort?: number;
}

export interface OutboxMail {
  to: string;
  subject: string;
  body: string;
}

export interface RunningLab {
  url: string;
  /** A documented-only lab's storage origin (its file links point there); null for the full lab. */
  filesUrl: string | null;
  port: number;
  /** The mail the lab has sent, newest first, like a mail catcher's inbox (for tests and local demos). */
  outbox(recipient?: string): Promise<OutboxMail[]>;
  /** The open database, for tests that check what a call stored. */
  db: Db;
  close(): Promise<void>;
}

/** Opens the database, builds the app and listens. Used by lab/main.ts, the start script and the test harness. */
export async function startLab(options: StartLabOptions): Promise<RunningLab> {
  // Defaults come from the same schema as the environment, so there is one list of defaults.
  const defaults = loadLabConfig({});
  const configured = loadLabConfig({
    LAB_DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? undefined,
    LAB_PORT: String(options.port ?? defaults.port),
    LAB_HOST: options.host ?? defaults.host,
    LAB_WEB_URL: options.webUrl ?? defaults.webUrl,
    LAB_TOKEN_SECRET: options.tokenSecret ?? defaults.tokenSecret,
    LAB_TOKEN_TTL_SECONDS: String(options.tokenTtlSeconds ?? defaults.tokenTtlSeconds),
    LOG_LEVEL: options.logLevel ?? defaults.logLevel,
    LAB_SOCIAL_SIGNIN_SECRET: options.socialSignInSecret ?? undefined,
    LAB_VALIDATE_ANSWERS: options.validateAnswers ? 'true' : undefined,
    LAB_CONTRACT: options.contract,
    LAB_FILES_PORT: options.filesPort === undefined ? undefined : String(options.filesPort),
  });
  const logger = createLabLogger(configured.logLevel);
  const { secret, source } = await resolveTokenSecret(configured);
  if (source === 'generated') {
    logger.info(
      configured.dataDir === IN_MEMORY
        ? 'LAB_TOKEN_SECRET is not set: tokens are signed with a secret made for this run'
        : `LAB_TOKEN_SECRET is not set: tokens are signed with the secret generated in ${secretFileFor(configured.dataDir)}`,
    );
  }
  const config = { ...configured, tokenSecret: secret };

  const db = await openDatabase(config.databaseUrl ?? config.dataDir);
  const app = await buildLabApp({ config, db, logger }).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  let storage: Awaited<ReturnType<typeof listenStorageOrigin>> | undefined;
  try {
    await app.listen({ port: config.port, host: config.host });
    if (config.contract === 'documented') {
      storage = await listenStorageOrigin(app, { host: config.host, port: config.filesPort });
      config.fileLinks.base = storage.url;
      logger.info({ filesUrl: storage.url }, 'documented-only lab: files are served on their own origin');
    }
  } catch (error) {
    await storage?.close();
    await app.close();
    await db.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    filesUrl: storage?.url ?? null,
    port,
    db,
    async outbox(recipient) {
      const result = await db.query<OutboxMail>(
        `SELECT recipient AS "to", subject, body FROM outbox
         WHERE $1::text IS NULL OR recipient = lower($1) ORDER BY id DESC`,
        [recipient ?? null],
      );
      return result.rows;
    },
    close() {
      // Idempotent: a signal handler and a test teardown may both call it.
      closing ??= Promise.resolve(storage?.close())
        .then(() => app.close())
        .then(() => db.close());
      return closing;
    },
  };
}

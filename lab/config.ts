import { z } from 'zod';

/** Only for tests: outside them an unset LAB_TOKEN_SECRET means a generated one (token-secret.ts). */
export const DEV_TOKEN_SECRET = 'nice-film-lab-dev-secret-do-not-use-in-production';

const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface LabConfig {
  readonly port: number;
  readonly host: string;
  /** A folder path, or 'memory://' for a throw-away in-memory database. */
  readonly dataDir: string;
  readonly tokenSecret: string;
  readonly tokenTtlSeconds: number;
  /** Base of links put in mails (password reset). */
  readonly webUrl: string;
  readonly logLevel: (typeof LOG_LEVELS)[number];
}

// An empty variable (LAB_PORT=) means "unset", not "zero".
const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  LAB_PORT: z.preprocess(unsetWhenEmpty, z.coerce.number().int().min(0).max(65535).default(4000)),
  LAB_HOST: z.preprocess(unsetWhenEmpty, z.string().min(1).default('127.0.0.1')),
  LAB_DATA_DIR: z.preprocess(unsetWhenEmpty, z.string().min(1).default('.data/lab')),
  LAB_TOKEN_SECRET: z.preprocess(
    unsetWhenEmpty,
    z.string().min(32, { error: 'must be at least 32 characters' }).default(DEV_TOKEN_SECRET),
  ),
  LAB_TOKEN_TTL_SECONDS: z.preprocess(
    unsetWhenEmpty,
    z.coerce.number().int().positive().default(THIRTY_DAYS_SECONDS),
  ),
  LAB_WEB_URL: z.preprocess(unsetWhenEmpty, z.url().default('http://localhost:3000')),
  LOG_LEVEL: z.preprocess(unsetWhenEmpty, z.enum(LOG_LEVELS).default('info')),
});

/** Reads the lab's settings from the environment; throws one Error naming every bad key. */
export function loadLabConfig(env: Record<string, string | undefined> = process.env): LabConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid lab configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  return Object.freeze({
    port: values.LAB_PORT,
    host: values.LAB_HOST,
    dataDir: values.LAB_DATA_DIR,
    tokenSecret: values.LAB_TOKEN_SECRET,
    tokenTtlSeconds: values.LAB_TOKEN_TTL_SECONDS,
    webUrl: values.LAB_WEB_URL.replace(/\/+$/, ''),
    logLevel: values.LOG_LEVEL,
  });
}

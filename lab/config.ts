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
  /** A PostgreSQL server (postgres://…) to hold the data instead of the embedded database in dataDir; null: embedded. */
  readonly databaseUrl: string | null;
  readonly tokenSecret: string;
  readonly tokenTtlSeconds: number;
  /** Base of links put in mails (password reset). */
  readonly webUrl: string;
  readonly logLevel: (typeof LOG_LEVELS)[number];
  /** The largest scan file an upload may PUT (docs/lab-behaviour.md "Scans"). */
  readonly maxScanBytes: number;
  /** Where scans live: the data folder ('disk') or an S3-compatible bucket ('s3', with `s3`). */
  readonly blobStore: 'disk' | 's3';
  /** Signs and checks the stand-in identity provider's tokens; null: social sign-in is off (its routes answer 404). */
  readonly socialSignInSecret: string | null;
  /**
   * Tests only (LAB_VALIDATE_ANSWERS=true): every answer is checked against the route's contract in the OpenAPI
   * document, and one that breaks it answers 500 naming the mismatch (lab/contract/plugin.ts).
   */
  readonly validateAnswers: boolean;
  /**
   * Which contract the lab serves (LAB_CONTRACT): 'full', every route; 'documented', only spec §7's calls: every
   * extension route answers 404 as an unknown route does and is left out of /openapi.json (a documented-only lab).
   */
  readonly contract: 'full' | 'documented';
  /**
   * Where the lab's file links point (docs/decisions/101-files-origin.md). `base` '' (the default): relative links
   * (`/files/…`), served on the API's own origin. A documented-only lab serves its files on an origin of its own
   * (LAB_FILES_PORT, lab/file-origin.ts) and `base` is that origin once it listens, so every link is absolute.
   */
  readonly fileLinks: { base: string };
  /** The storage origin's port for a documented-only lab (LAB_FILES_PORT); 0 picks a free one. */
  readonly filesPort: number;
  readonly s3: {
    endpoint: string;
    bucket: string;
    region: string;
    accessKeyId: string;
    secretAccessKey: string;
  } | null;
}

// An empty variable (LAB_PORT=) means "unset", not "zero".
const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  LAB_PORT: z.preprocess(unsetWhenEmpty, z.coerce.number().int().min(0).max(65535).default(4000)),
  LAB_HOST: z.preprocess(unsetWhenEmpty, z.string().min(1).default('127.0.0.1')),
  LAB_DATA_DIR: z.preprocess(unsetWhenEmpty, z.string().min(1).default('.data/lab')),
  DATABASE_URL: z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//i, 'DATABASE_URL must be a postgres:// URL')
      .optional(),
  ),
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
  LAB_MAX_SCAN_BYTES: z.preprocess(
    unsetWhenEmpty,
    z.coerce
      .number()
      .int()
      .positive()
      .default(200 * 1024 * 1024),
  ),
  LAB_SOCIAL_SIGNIN_SECRET: z.preprocess(
    unsetWhenEmpty,
    z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ),
  LAB_BLOB_STORE: z.preprocess(unsetWhenEmpty, z.enum(['disk', 's3']).default('disk')),
  LAB_VALIDATE_ANSWERS: z.preprocess(unsetWhenEmpty, z.enum(['true', 'false']).default('false')),
  LAB_CONTRACT: z.preprocess(unsetWhenEmpty, z.enum(['full', 'documented']).default('full')),
  LAB_FILES_PORT: z.preprocess(unsetWhenEmpty, z.coerce.number().int().min(0).max(65535).default(0)),
  S3_ENDPOINT: z.preprocess(unsetWhenEmpty, z.url().optional()),
  S3_BUCKET: z.preprocess(unsetWhenEmpty, z.string().min(1).optional()),
  S3_REGION: z.preprocess(unsetWhenEmpty, z.string().min(1).default('us-east-1')),
  S3_ACCESS_KEY_ID: z.preprocess(unsetWhenEmpty, z.string().min(1).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(unsetWhenEmpty, z.string().min(1).optional()),
});

/** Reads the lab's settings from the environment; throws one Error naming every bad key. */
export function loadLabConfig(env: Record<string, string | undefined> = process.env): LabConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid lab configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  let s3: LabConfig['s3'] = null;
  if (values.LAB_BLOB_STORE === 's3') {
    const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = values;
    if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
      throw new Error(
        'Invalid lab configuration: LAB_BLOB_STORE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      );
    }
    s3 = {
      endpoint: S3_ENDPOINT,
      bucket: S3_BUCKET,
      region: values.S3_REGION,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
    };
  }
  return Object.freeze({
    port: values.LAB_PORT,
    host: values.LAB_HOST,
    dataDir: values.LAB_DATA_DIR,
    databaseUrl: values.DATABASE_URL ?? null,
    tokenSecret: values.LAB_TOKEN_SECRET,
    tokenTtlSeconds: values.LAB_TOKEN_TTL_SECONDS,
    webUrl: values.LAB_WEB_URL.replace(/\/+$/, ''),
    logLevel: values.LOG_LEVEL,
    maxScanBytes: values.LAB_MAX_SCAN_BYTES,
    blobStore: values.LAB_BLOB_STORE,
    socialSignInSecret: values.LAB_SOCIAL_SIGNIN_SECRET ?? null,
    validateAnswers: values.LAB_VALIDATE_ANSWERS === 'true',
    contract: values.LAB_CONTRACT,
    // Not frozen: the storage origin's address is known once it listens (lab/server.ts).
    fileLinks: { base: '' },
    filesPort: values.LAB_FILES_PORT,
    s3,
  });
}

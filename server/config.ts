import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  LAB_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  LAB_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  LAB_DATA_DIR: z.string().min(1).default('.data/lab'),
  LAB_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  LAB_POOL_CONNECTIONS: z.coerce.number().int().min(1).max(1024).default(32),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GRAPHIQL: bool.default(true),
  INTROSPECTION: bool.default(true),
  STATIC_DIR: z.string().min(1).default('dist/web'),
  PUBLIC_URL: z.url().optional(),
});

export type Config = Readonly<{
  port: number;
  host: string;
  labApiUrl: string | undefined;
  labPort: number;
  labDataDir: string;
  labTimeoutMs: number;
  labPoolConnections: number;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  graphiql: boolean;
  introspection: boolean;
  staticDir: string;
  publicUrl: string | undefined;
}>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment once; a bad value throws a ConfigError naming every bad key. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most deployment tools.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const c = parsed.data;
  return Object.freeze({
    port: c.PORT,
    host: c.HOST,
    labApiUrl: c.LAB_API_URL,
    labPort: c.LAB_PORT,
    labDataDir: c.LAB_DATA_DIR,
    labTimeoutMs: c.LAB_TIMEOUT_MS,
    labPoolConnections: c.LAB_POOL_CONNECTIONS,
    logLevel: c.LOG_LEVEL,
    graphiql: c.GRAPHIQL,
    introspection: c.INTROSPECTION,
    staticDir: c.STATIC_DIR,
    publicUrl: c.PUBLIC_URL,
  });
}

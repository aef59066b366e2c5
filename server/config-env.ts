import { z } from 'zod';
import { LAB_FEATURES, type LabFeature } from './lab-client/generated/lab-routes.js';

// The environment variables the BFF (and `npm start`) read, with their defaults. README.md's configuration
// table lists each one; config.ts turns them into the typed Config.

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const int = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);
/** A comma-separated list; empty items are dropped. */
const list = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .default([]);
const MIB = 1024 * 1024;

/**
 * LAB_EXTENSIONS: the lab's extension features, when not learned from its document: `all`, `none`, or a comma list
 * of feature names (docs/lab-extensions.md). Unset: the BFF reads the lab's /openapi.json (server/lab-client/features.ts).
 */
export const labExtensions = z.string().transform((value, context): LabFeature[] => {
  const words = value
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  if (words.length === 1 && words[0] === 'all') return [...LAB_FEATURES];
  if (words.length === 1 && words[0] === 'none') return [];
  const known = new Set<string>(LAB_FEATURES);
  const unknown = words.filter((word) => !known.has(word));
  if (words.length === 0 || unknown.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `must be all, none, or a comma list of ${LAB_FEATURES.join(', ')}${unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''}`,
    });
    return z.NEVER;
  }
  return [...new Set(words as LabFeature[])].sort();
});

/** One origin a browser may load files from: http(s), a host (its first label may be `*`), an optional port. */
const ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/;

/**
 * FILE_ORIGINS: where a lab's file links point (its object storage: scans, labels, contact sheets, images), a comma
 * list of origins such as `https://files.lab.example`; the CSP lets the browser load and fetch from them.
 */
export const fileOrigins = z.string().transform((value, context): string[] => {
  const origins = value
    .split(',')
    .map((s) => s.trim().toLowerCase().replace(/\/+$/, ''))
    .filter(Boolean);
  const bad = origins.filter((origin) => !ORIGIN.test(origin));
  if (bad.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `must be a comma list of origins like https://files.lab.example (not: ${bad.join(', ')})`,
    });
    return z.NEVER;
  }
  return [...new Set(origins)];
});

export const envSchema = z.object({
  PORT: int(0, 65535, 3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  LAB_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  // Shared state for BFF replicas (rate limits, public cache, subscription fan-out); unset: per-process, as before.
  REDIS_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^rediss?$/ }).optional()),
  // A Redis command slower than this is given up and served per-process (a slow Redis must not slow requests).
  REDIS_COMMAND_TIMEOUT_MS: int(50, 60_000, 500),
  // What this deployment is called (k8s: its namespace); the default REDIS_PREFIX is made from it.
  DEPLOYMENT_NAME: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'must be letters, digits, dots, dashes or underscores')
    .optional(),
  // Starts every Redis key and channel the BFF uses: deployments sharing one Redis never see each other's.
  REDIS_PREFIX: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9][A-Za-z0-9:._-]*$/, 'must be letters, digits, colons, dots, dashes or underscores')
    .optional(),
  LAB_PORT: int(0, 65535, 4000),
  LAB_DATA_DIR: z.string().min(1).default('.data/lab'),
  LAB_TIMEOUT_MS: int(100, 120_000, 10_000),
  LAB_CONNECT_TIMEOUT_MS: int(50, 60_000, 2_000),
  LAB_POOL_CONNECTIONS: int(1, 1024, 32),
  LAB_RETRIES: int(0, 5, 2),
  LAB_RETRY_BASE_MS: int(1, 10_000, 50),
  LAB_RETRY_MAX_DELAY_MS: int(0, 60_000, 1_000),
  LAB_BREAKER_THRESHOLD: int(0, 1000, 5),
  LAB_BREAKER_OPEN_MS: int(100, 600_000, 10_000),
  LAB_EXTENSIONS: labExtensions.optional(),
  LAB_FEATURES_REFRESH_MS: int(1_000, 86_400_000, 300_000),
  PUBLIC_CACHE_TTL_MS: int(0, 3_600_000, 5_000),
  // The stats bar's figures: fresh this long, then served stale (refreshed in the background) up to STATS_STALE_MS.
  STATS_CACHE_TTL_MS: int(0, 3_600_000, 60_000),
  STATS_STALE_MS: int(0, 86_400_000, 900_000),
  COUNTRY_HEADER: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]+$/, 'must be an HTTP header name')
    .default('cf-ipcountry'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GRAPHIQL: bool.default(true),
  GRAPHIQL_CDN: z.url({ protocol: /^https?$/ }).default('https://unpkg.com'),
  INTROSPECTION: bool.default(true),
  GRAPHQL_MAX_DEPTH: int(0, 1000, 12),
  GRAPHQL_MAX_ALIASES: int(0, 10_000, 30),
  GRAPHQL_MAX_COST: int(0, 10_000_000, 10_000),
  GRAPHQL_MAX_TOKENS: int(0, 1_000_000, 10_000),
  GRAPHQL_MAX_BATCH: int(1, 100, 10),
  GRAPHQL_PERSISTED_ONLY: bool.default(false),
  GRAPHQL_PERSISTED_MANIFEST: z.string().min(1).default('dist/persisted-operations.json'),
  GRAPHQL_JIT: int(0, 1_000_000, 1),
  CSRF_PREVENTION: bool.default(true),
  CORS_ORIGINS: list,
  SECURITY_HEADERS: bool.default(true),
  CSP_IMG_SOURCES: list,
  FILE_ORIGINS: fileOrigins.default([]),
  BODY_LIMIT_BYTES: int(1024, 100 * MIB, MIB),
  TRUST_PROXY: z.string().default('false'),
  RATE_LIMIT_WINDOW_MS: int(1_000, 3_600_000, 60_000),
  RATE_LIMIT_IP_MAX: int(0, 1_000_000, 1_200),
  RATE_LIMIT_TOKEN_MAX: int(0, 1_000_000, 600),
  UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: int(0, 60_000, 1_000),
  UNDER_PRESSURE_MAX_HEAP_BYTES: int(0, Number.MAX_SAFE_INTEGER, 0),
  UNDER_PRESSURE_MAX_RSS_BYTES: int(0, Number.MAX_SAFE_INTEGER, 0),
  UNDER_PRESSURE_RETRY_AFTER_S: int(1, 3_600, 10),
  DRAIN_DELAY_MS: int(0, 60_000, 2_000),
  SHUTDOWN_TIMEOUT_MS: int(1_000, 120_000, 10_000),
  METRICS_ENABLED: bool.default(true),
  METRICS_TOKEN: z.string().min(16).optional(),
  OTEL_TRACING: bool.default(false),
  STATIC_DIR: z.string().min(1).default('dist/web'),
  PUBLIC_URL: z.url().optional(),
});

export type Env = z.infer<typeof envSchema>;

import { type Env, envSchema } from './config-env.js';

/** Fastify's trustProxy: off, every hop, a hop count, or the proxies' addresses. */
export type TrustProxy = boolean | number | string[];

function trustProxy(value: string): TrustProxy {
  if (value === 'false' || value === '0' || value === '') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** DEPLOYMENT_NAME, else PUBLIC_URL's host, else 'filmlab'. */
function deploymentName(c: Env): string {
  if (c.DEPLOYMENT_NAME) return c.DEPLOYMENT_NAME;
  if (c.PUBLIC_URL) return new URL(c.PUBLIC_URL).hostname;
  return 'filmlab';
}

/** REDIS_PREFIX, else the deployment's name; always ending in ':' so 'a' and 'ab' never share a key. */
function redisPrefix(c: Env): string {
  const prefix = c.REDIS_PREFIX ?? deploymentName(c);
  return prefix.endsWith(':') ? prefix : `${prefix}:`;
}

function toConfig(c: Env) {
  return {
    port: c.PORT,
    host: c.HOST,
    labApiUrl: c.LAB_API_URL,
    redisUrl: c.REDIS_URL,
    redisCommandTimeoutMs: c.REDIS_COMMAND_TIMEOUT_MS,
    deploymentName: deploymentName(c),
    /** Every Redis key and channel starts with it (never empty; ends with ':'). */
    redisPrefix: redisPrefix(c),
    labPort: c.LAB_PORT,
    labDataDir: c.LAB_DATA_DIR,
    labTimeoutMs: c.LAB_TIMEOUT_MS,
    labConnectTimeoutMs: Math.min(c.LAB_CONNECT_TIMEOUT_MS, c.LAB_TIMEOUT_MS),
    labPoolConnections: c.LAB_POOL_CONNECTIONS,
    labRetries: c.LAB_RETRIES,
    labRetryBaseMs: c.LAB_RETRY_BASE_MS,
    labRetryMaxDelayMs: c.LAB_RETRY_MAX_DELAY_MS,
    labBreakerThreshold: c.LAB_BREAKER_THRESHOLD,
    labBreakerOpenMs: c.LAB_BREAKER_OPEN_MS,
    /** The lab's extension features as LAB_EXTENSIONS names them; null: learned from the lab's /openapi.json. */
    labExtensions: c.LAB_EXTENSIONS ?? null,
    labFeaturesRefreshMs: c.LAB_FEATURES_REFRESH_MS,
    publicCacheTtlMs: c.PUBLIC_CACHE_TTL_MS,
    statsCacheTtlMs: c.STATS_CACHE_TTL_MS,
    statsStaleMs: c.STATS_STALE_MS,
    logLevel: c.LOG_LEVEL,
    graphiql: c.GRAPHIQL,
    graphiqlCdn: c.GRAPHIQL_CDN.replace(/\/+$/, ''),
    introspection: c.INTROSPECTION,
    graphqlMaxDepth: c.GRAPHQL_MAX_DEPTH,
    graphqlMaxAliases: c.GRAPHQL_MAX_ALIASES,
    graphqlMaxCost: c.GRAPHQL_MAX_COST,
    graphqlMaxTokens: c.GRAPHQL_MAX_TOKENS,
    graphqlMaxBatch: c.GRAPHQL_MAX_BATCH,
    graphqlPersistedOnly: c.GRAPHQL_PERSISTED_ONLY,
    graphqlPersistedManifest: c.GRAPHQL_PERSISTED_MANIFEST,
    graphqlJit: c.GRAPHQL_JIT,
    csrfPrevention: c.CSRF_PREVENTION,
    corsOrigins: c.CORS_ORIGINS,
    securityHeaders: c.SECURITY_HEADERS,
    cspImgSources: c.CSP_IMG_SOURCES,
    /** Where the lab's file links point (FILE_ORIGINS): allowed by the CSP for images, media and fetch(). */
    fileOrigins: c.FILE_ORIGINS,
    bodyLimitBytes: c.BODY_LIMIT_BYTES,
    trustProxy: trustProxy(c.TRUST_PROXY),
    rateLimitWindowMs: c.RATE_LIMIT_WINDOW_MS,
    rateLimitIpMax: c.RATE_LIMIT_IP_MAX,
    rateLimitTokenMax: c.RATE_LIMIT_TOKEN_MAX,
    underPressureMaxEventLoopDelayMs: c.UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
    underPressureMaxHeapBytes: c.UNDER_PRESSURE_MAX_HEAP_BYTES,
    underPressureMaxRssBytes: c.UNDER_PRESSURE_MAX_RSS_BYTES,
    underPressureRetryAfterS: c.UNDER_PRESSURE_RETRY_AFTER_S,
    drainDelayMs: c.DRAIN_DELAY_MS,
    shutdownTimeoutMs: c.SHUTDOWN_TIMEOUT_MS,
    metricsEnabled: c.METRICS_ENABLED,
    metricsToken: c.METRICS_TOKEN,
    otelTracing: c.OTEL_TRACING,
    staticDir: c.STATIC_DIR,
    publicUrl: c.PUBLIC_URL,
    countryHeader: c.COUNTRY_HEADER,
  };
}

export type Config = Readonly<ReturnType<typeof toConfig>>;

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
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  return Object.freeze(toConfig(parsed.data));
}

/** For process entries: the config, or the list of bad keys on stderr and exit code 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';

/** Every limit and plugin off: the baseline for "what do the limits cost". */
export const PLUGINS_OFF: Record<string, string> = {
  SECURITY_HEADERS: 'false',
  CSRF_PREVENTION: 'false',
  GRAPHQL_MAX_DEPTH: '0',
  GRAPHQL_MAX_ALIASES: '0',
  GRAPHQL_MAX_COST: '0',
  GRAPHQL_MAX_TOKENS: '0',
  RATE_LIMIT_IP_MAX: '0',
  RATE_LIMIT_TOKEN_MAX: '0',
  METRICS_ENABLED: 'false',
  UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
  LAB_BREAKER_THRESHOLD: '0',
  LAB_RETRIES: '0',
  GRAPHQL_JIT: '0',
};

/** Defaults, with limits too high to trip: one address sends thousands of requests a second here. */
export const PLUGINS_ON: Record<string, string> = {
  RATE_LIMIT_IP_MAX: '1000000',
  RATE_LIMIT_TOKEN_MAX: '1000000',
};

/** A listening BFF in this process (the bench drives it over loopback like any client). */
export async function startBench(labApiUrl: string, env: Record<string, string>) {
  const config = loadConfig({ LOG_LEVEL: 'warn', STATIC_DIR: '/nonexistent', ...env });
  const app = await buildApp({ ...config, labApiUrl }, { logStream: { write: () => undefined } });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}

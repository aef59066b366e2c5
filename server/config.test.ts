import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it.each([
    [{}, 'filmlab:'],
    [{ PUBLIC_URL: 'https://shop.nicefilm.club' }, 'shop.nicefilm.club:'],
    [{ DEPLOYMENT_NAME: 'staging', PUBLIC_URL: 'https://shop.nicefilm.club' }, 'staging:'],
    [{ DEPLOYMENT_NAME: 'staging', REDIS_PREFIX: 'eu1:bff' }, 'eu1:bff:'],
    [{ REDIS_PREFIX: 'eu1:' }, 'eu1:'],
    [{ REDIS_PREFIX: '' }, 'filmlab:'],
  ])('prefixes Redis keys from %o as %s (never empty)', (env, prefix) => {
    expect(loadConfig(env).redisPrefix).toBe(prefix);
  });

  it('refuses a Redis prefix or deployment name with spaces or wildcards', () => {
    expect(() => loadConfig({ REDIS_PREFIX: 'a b' })).toThrow(/REDIS_PREFIX/);
    expect(() => loadConfig({ REDIS_PREFIX: 'team*' })).toThrow(/REDIS_PREFIX/);
    expect(() => loadConfig({ DEPLOYMENT_NAME: ':x' })).toThrow(/DEPLOYMENT_NAME/);
  });

  it('gives the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      labApiUrl: undefined,
      labPort: 4000,
      labDataDir: '.data/lab',
      labTimeoutMs: 10000,
      logLevel: 'info',
      graphiql: true,
      introspection: true,
    });
    expect(Object.isFrozen(c)).toBe(true);
  });

  it('gives the hardening defaults of docs (README configuration table)', () => {
    expect(loadConfig({})).toMatchObject({
      labConnectTimeoutMs: 2000,
      labRetries: 2,
      labBreakerThreshold: 5,
      publicCacheTtlMs: 5000,
      statsCacheTtlMs: 60_000,
      statsStaleMs: 900_000,
      graphqlMaxDepth: 12,
      graphqlMaxAliases: 30,
      graphqlMaxCost: 10_000,
      graphqlMaxBatch: 10,
      graphqlPersistedOnly: false,
      csrfPrevention: true,
      corsOrigins: [],
      bodyLimitBytes: 1024 * 1024,
      trustProxy: false,
      rateLimitIpMax: 1200,
      rateLimitTokenMax: 600,
      drainDelayMs: 2000,
      shutdownTimeoutMs: 10_000,
      metricsEnabled: true,
      otelTracing: false,
    });
  });

  it('reads lists and the proxy setting', () => {
    const c = loadConfig({ CORS_ORIGINS: ' https://a.example, https://b.example ,', TRUST_PROXY: '2' });
    expect(c.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(c.trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('reads LAB_EXTENSIONS: unset discovers, all, none, or a list of known features', () => {
    expect(loadConfig({}).labExtensions).toBeNull();
    expect(loadConfig({}).labFeaturesRefreshMs).toBe(300_000);
    expect(loadConfig({ LAB_EXTENSIONS: '' }).labExtensions).toBeNull();
    expect(loadConfig({ LAB_EXTENSIONS: 'all' }).labExtensions).toHaveLength(28);
    expect(loadConfig({ LAB_EXTENSIONS: ' None ' }).labExtensions).toEqual([]);
    expect(loadConfig({ LAB_EXTENSIONS: 'share-links, cart,cart,' }).labExtensions).toEqual([
      'cart',
      'share-links',
    ]);
    expect(() => loadConfig({ LAB_EXTENSIONS: 'cart,teleport' })).toThrow(
      /LAB_EXTENSIONS.*unknown: teleport/,
    );
    expect(() => loadConfig({ LAB_EXTENSIONS: 'all,cart' })).toThrow(/LAB_EXTENSIONS/);
    expect(() => loadConfig({ LAB_FEATURES_REFRESH_MS: '10' })).toThrow(/LAB_FEATURES_REFRESH_MS/);
  });

  it('never lets the connect timeout exceed the call budget', () => {
    expect(loadConfig({ LAB_TIMEOUT_MS: '500' }).labConnectTimeoutMs).toBe(500);
  });

  it('reads and coerces values', () => {
    const c = loadConfig({ PORT: '8080', LAB_API_URL: 'https://lab.example.com/api', GRAPHIQL: 'false' });
    expect(c.port).toBe(8080);
    expect(c.labApiUrl).toBe('https://lab.example.com/api');
    expect(c.graphiql).toBe(false);
  });

  it('names every bad key at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', LAB_API_URL: 'not a url', LOG_LEVEL: 'loud', LAB_TIMEOUT_MS: '5' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const key of ['PORT', 'LAB_API_URL', 'LOG_LEVEL', 'LAB_TIMEOUT_MS']) expect(message).toContain(key);
    expect((error as ConfigError).problems).toHaveLength(4);
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
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

import { describe, expect, it } from 'vitest';
import { DEV_TOKEN_SECRET, loadLabConfig } from './config';

describe('loadLabConfig', () => {
  it('fills every default', () => {
    expect(loadLabConfig({})).toEqual({
      port: 4000,
      host: '127.0.0.1',
      dataDir: '.data/lab',
      databaseUrl: null,
      tokenSecret: DEV_TOKEN_SECRET,
      tokenTtlSeconds: 2_592_000,
      webUrl: 'http://localhost:3000',
      logLevel: 'info',
      maxScanBytes: 200 * 1024 * 1024,
      blobStore: 'disk',
      socialSignInSecret: null,
      validateAnswers: false,
      contract: 'full',
      fileLinks: { base: '' },
      filesPort: 0,
      s3: null,
    });
  });

  it('reads the environment, treating empty values as unset', () => {
    const config = loadLabConfig({
      LAB_PORT: '0',
      LAB_HOST: '0.0.0.0',
      LAB_DATA_DIR: 'memory://',
      LAB_TOKEN_SECRET: 's'.repeat(32),
      LAB_TOKEN_TTL_SECONDS: '3600',
      LAB_WEB_URL: 'https://nicefilm.club/',
      LOG_LEVEL: '',
    });
    expect(config).toMatchObject({ port: 0, host: '0.0.0.0', dataDir: 'memory://', tokenTtlSeconds: 3600 });
    expect(config.webUrl).toBe('https://nicefilm.club');
    expect(config.logLevel).toBe('info');
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('names every bad key in one error', () => {
    const load = () =>
      loadLabConfig({
        LAB_PORT: 'eighty',
        LAB_TOKEN_SECRET: 'short',
        LAB_WEB_URL: 'not a url',
        LOG_LEVEL: 'loud',
      });
    expect(load).toThrow(/^Invalid lab configuration: /);
    const message = (() => {
      try {
        load();
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const key of ['LAB_PORT', 'LAB_TOKEN_SECRET', 'LAB_WEB_URL', 'LOG_LEVEL'])
      expect(message).toContain(key);
    expect(message).not.toContain('LAB_HOST');
  });
});

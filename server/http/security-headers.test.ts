import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { registerSecurityHeaders } from './security-headers.js';

// FILE_ORIGINS: a real lab links its scans, labels and images to its own object storage (another origin); the
// browser loads them (img-src, media-src) and fetches them to zip them (connect-src).

async function policy(fileOrigins: string[]) {
  const app = Fastify();
  registerSecurityHeaders(app, {
    graphiql: false,
    graphiqlCdn: 'https://unpkg.com',
    imgSources: [],
    styleHashes: [],
    fileOrigins,
  });
  app.get('/', async () => 'ok');
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  const csp = String(res.headers['content-security-policy']);
  const directive = (name: string) =>
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([key]) => key === name)
      ?.slice(1);
  return { csp, directive };
}

describe('FILE_ORIGINS in the Content-Security-Policy', () => {
  it('allows the file origins for images, media and fetch()', async () => {
    const { directive } = await policy(['https://files.lab.example', 'https://*.storage.example']);
    for (const name of ['img-src', 'media-src', 'connect-src']) {
      expect(directive(name)).toEqual(
        expect.arrayContaining(["'self'", 'https://files.lab.example', 'https://*.storage.example']),
      );
    }
    expect(directive('script-src')).not.toContain('https://files.lab.example');
    expect(directive('default-src')).toEqual(["'self'"]);
  });

  it('without them, files come from this origin only', async () => {
    const { directive } = await policy([]);
    expect(directive('connect-src')).toEqual(["'self'"]);
    expect(directive('media-src')).toEqual(["'self'"]);
    expect(directive('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });
});

describe('FILE_ORIGINS in the configuration', () => {
  it('reads a comma list of origins, trimmed, lower-cased, without a trailing slash', () => {
    expect(loadConfig({}).fileOrigins).toEqual([]);
    const c = loadConfig({
      FILE_ORIGINS: ' https://Files.Lab.example/ , http://localhost:9000,https://*.s3.amazonaws.com',
    });
    expect(c.fileOrigins).toEqual([
      'https://files.lab.example',
      'http://localhost:9000',
      'https://*.s3.amazonaws.com',
    ]);
  });

  it.each([
    'files.lab.example',
    'ftp://files.lab.example',
    'https://files.lab.example/scans',
    "'unsafe-inline'",
    'https://files.lab.example?x=1',
  ])('refuses %s, naming it', (value) => {
    expect(() => loadConfig({ FILE_ORIGINS: value })).toThrow(ConfigError);
    try {
      loadConfig({ FILE_ORIGINS: value });
    } catch (error) {
      expect((error as ConfigError).problems[0]).toMatch(/^FILE_ORIGINS: must be a comma list of origins/);
    }
  });
});

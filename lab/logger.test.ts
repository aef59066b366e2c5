import { describe, expect, it } from 'vitest';
import { createLabLogger, redactUrl } from './logger';

describe('createLabLogger', () => {
  it('redacts the authorization header, passwords and tokens', () => {
    const lines: string[] = [];
    const logger = createLabLogger('info', { write: (line: string) => lines.push(line) });
    logger.info(
      {
        req: { headers: { authorization: 'Bearer secret-jwt', host: 'lab' } },
        body: { email: 'casey@lab.test', password: 'filmlab-demo' },
        reset: { token: 'reset-token-value' },
      },
      'hello',
    );
    const line = JSON.parse(lines[0]!);
    expect(line.req.headers).toEqual({ authorization: '[redacted]', host: 'lab' });
    expect(line.body).toEqual({ email: 'casey@lab.test', password: '[redacted]' });
    expect(line.reset).toEqual({ token: '[redacted]' });
  });

  it('stays quiet below its level', () => {
    const lines: string[] = [];
    createLabLogger('warn', { write: (line: string) => lines.push(line) }).info('not written');
    expect(lines).toEqual([]);
  });
});

describe('redactUrl', () => {
  it.each([
    [
      '/auth/password-reset/validate-token?token=abc.def',
      '/auth/password-reset/validate-token?token=[redacted]',
    ],
    ['/x?a=1&token=abc&b=2', '/x?a=1&token=[redacted]&b=2'],
    ['/zip-codes?active=true', '/zip-codes?active=true'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

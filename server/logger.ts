import type { LoggerOptions } from 'pino';
import type { Config } from './config.js';

// Secrets must never reach a log line: headers, passwords, tokens in bodies, and tokens in URLs.
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers.authorization',
  'headers.authorization',
  '*.password',
  '*.token',
  '*.paymentToken',
  'variables.password',
  'variables.token',
];

const SECRET_QUERY = /([?&](?:token|code|password|sig)=)[^&#]*/gi;

/** Hides secret query parameters (e.g. the password-reset link's token) in logged URLs. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  pretty: boolean,
): LoggerOptions & { transport?: unknown } {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; headers: Record<string, unknown>; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        userAgent: req.headers['user-agent'],
        remoteAddress: req.ip,
      }),
    },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } } : {}),
  };
}

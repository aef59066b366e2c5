import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Bindings, ChildLoggerOptions, LoggerOptions } from 'pino';
import { AccessLines } from './access-lines.js';
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
  // Most URLs carry no query value at all: no regular expression run for them.
  return url.includes('=') ? url.replace(SECRET_QUERY, '$1[redacted]') : url;
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

/**
 * Fastify's two lines per request ("incoming request", "request completed"), written through a child logger
 * without the redaction pass. The serializers already reduce them to the method, the URL (secret parameters
 * hidden by redactUrl), user agent, client address, status and time, so there is nothing for redaction to find;
 * it cost two thirds of the logging per request. The request id is the same `reqId` field in the same place.
 * Every other line, the request's errors included, goes through the redacting logger as before.
 */
export class AccessLogController extends LogController {
  access: AccessLines | undefined;

  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (!this.access) super.incomingRequest(request, reply);
    else if (!this.isLogDisabled(request)) this.access.incoming(request);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error || !this.access) super.requestCompleted(error, request, reply);
    else if (!this.isLogDisabled(request)) this.access.completed(request, reply);
  }
}

/** The lines for AccessLogController, from the app's logger minus redaction. */
export function accessLogger(log: FastifyBaseLogger): AccessLines {
  return new AccessLines(log.child({}, { redact: { paths: [] } }));
}

type LogArgs = Parameters<FastifyBaseLogger['info']>;

/**
 * The request's logger, made when something first logs through it. Fastify builds a pino child per request
 * (`childLoggerFactory`) to carry the request id, and most requests never write a line through it: the access
 * lines go through AccessLogController with the id in them. Making the child costs an object, a copy of the
 * bindings as a JSON fragment and pino's option checks, on every request. Every line written through this
 * logger is the child's line, `reqId` included, as before.
 */
export class LazyRequestLogger implements FastifyBaseLogger {
  private real: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    if (!this.real) {
      // Without route options, pino's child takes its fast path when it is given none at all.
      const hasOptions = Object.keys(this.options).length > 0;
      this.real = hasOptions
        ? this.parent.child(this.bindings, this.options)
        : this.parent.child(this.bindings);
    }
    return this.real;
  }

  get level(): string {
    return this.real?.level ?? this.options.level ?? this.parent.level;
  }
  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...args: LogArgs): void {
    this.logger.fatal(...args);
  }
  error(...args: LogArgs): void {
    this.logger.error(...args);
  }
  warn(...args: LogArgs): void {
    this.logger.warn(...args);
  }
  info(...args: LogArgs): void {
    this.logger.info(...args);
  }
  debug(...args: LogArgs): void {
    this.logger.debug(...args);
  }
  trace(...args: LogArgs): void {
    this.logger.trace(...args);
  }
  silent(...args: LogArgs): void {
    this.logger.silent(...args);
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: the request's logger, made on first use. */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyRequestLogger(logger, bindings, options);
}

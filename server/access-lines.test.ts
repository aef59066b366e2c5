import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AccessLines } from './access-lines.js';
import { loggerOptions } from './logger.js';

// The access lines put together by hand are the bytes pino would write for the same fields.

function appLogger(level = 'info') {
  const lines: string[] = [];
  const app = Fastify({
    logger: {
      ...loggerOptions({ logLevel: level } as never, false),
      stream: { write: (l: string) => lines.push(l) },
    },
  });
  return { lines, access: app.log.child({}, { redact: { paths: [] } }) };
}

const sameTime = (line: string | undefined) => line?.replace(/"time":\d+/, '"time":0');

const request = {
  id: 'req-"7"',
  method: 'POST',
  url: '/graphql?token=secret&x=1',
  headers: { 'user-agent': 'Mozilla/5.0 "quoted" \\ é \u2028' },
  ip: '10.0.0.1',
} as unknown as FastifyRequest;

describe('AccessLines', () => {
  it('writes "incoming request" and "request completed" exactly as pino does', () => {
    const { lines, access } = appLogger();
    const fast = new AccessLines(access);
    fast.incoming(request);
    access.info({ reqId: request.id, req: request }, 'incoming request');
    const reply = { statusCode: 201, elapsedTime: 1.2345678 } as unknown as FastifyReply;
    fast.completed(request, reply);
    access.info({ reqId: request.id, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    expect(lines).toHaveLength(4);
    expect(sameTime(lines[0])).toBe(sameTime(lines[1]));
    expect(sameTime(lines[2])).toBe(sameTime(lines[3]));
    const incoming = JSON.parse(lines[0] ?? '');
    expect(incoming).toMatchObject({
      level: 30,
      reqId: 'req-"7"',
      req: { method: 'POST', url: '/graphql?token=[redacted]&x=1', remoteAddress: '10.0.0.1' },
      msg: 'incoming request',
    });
    expect(JSON.parse(lines[2] ?? '')).toMatchObject({ res: { statusCode: 201 }, responseTime: 1.2345678 });
  });

  it('leaves out a user agent the request does not send, as pino does', () => {
    const { lines, access } = appLogger();
    const bare = { ...request, headers: {} } as unknown as FastifyRequest;
    new AccessLines(access).incoming(bare);
    access.info({ reqId: bare.id, req: bare }, 'incoming request');
    expect(sameTime(lines[0])).toBe(sameTime(lines[1]));
    expect(lines[0]).not.toContain('userAgent');
  });

  it('writes nothing below its level, and falls back to pino for a logger it cannot reproduce', () => {
    const quiet = appLogger('warn');
    new AccessLines(quiet.access).incoming(request);
    expect(quiet.lines).toEqual([]);
    const { lines, access } = appLogger();
    const mixed = access.child({}, { formatters: { log: (o: object) => ({ ...o, extra: true }) } });
    new AccessLines(mixed).incoming(request);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ extra: true, msg: 'incoming request' });
  });
});

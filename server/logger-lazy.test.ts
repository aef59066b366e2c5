import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { lazyChildLogger } from './logger.js';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { lines, logger };
}

describe('the request logger made on first use', () => {
  it('makes no pino child for a request that logs nothing, and one child for one that does', () => {
    const { lines, logger } = capture();
    const child = vi.spyOn(logger, 'child');
    const quiet = lazyChildLogger(logger, { reqId: 'req-1' }, {});
    expect(quiet.level).toBe('info');
    expect(child).not.toHaveBeenCalled();

    const log = lazyChildLogger(logger, { reqId: 'req-2' }, {});
    log.warn({ route: '/users/:id' }, 'retrying a lab call');
    log.info('second line');
    log.debug('below the level');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, reqId: 'req-2', route: '/users/:id', msg: 'retrying a lab call' }),
      expect.objectContaining({ level: 30, reqId: 'req-2', msg: 'second line' }),
    ]);
  });

  it("keeps a route's own log level and its children's bindings", () => {
    const { lines, logger } = capture();
    const log = lazyChildLogger(logger, { reqId: 'req-3' }, { level: 'warn' });
    expect(log.level).toBe('warn');
    log.info('dropped at the route level');
    log.child({ part: 'upload' }).error('kept');
    expect(lines).toEqual([expect.objectContaining({ reqId: 'req-3', part: 'upload', msg: 'kept' })]);
  });
});

import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestId } from './request-id';

const withHeader = (value?: string | string[]) =>
  ({ headers: { 'x-request-id': value } }) as unknown as IncomingMessage;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('requestId', () => {
  it('keeps a plain caller id', () => {
    expect(requestId(withHeader('req-42.a:b_c'))).toBe('req-42.a:b_c');
  });

  it.each([[undefined], [''], ['has space'], ['line\nbreak'], ['x'.repeat(129)], [['a', 'b']]])(
    'makes a new id for %j',
    (value) => expect(requestId(withHeader(value as string))).toMatch(UUID),
  );
});

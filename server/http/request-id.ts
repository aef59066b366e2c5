import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A caller's id is kept only when it is short and plain, so it can neither forge nor flood log lines. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: the caller's x-request-id when safe (it is passed on to the lab), else a new UUID. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import WebSocket from 'ws';
import { bearerToken } from '../graphql/context.js';
import { seg } from '../lab-client/call.js';
import { BEARER_PROTOCOL, bearerProtocol } from './protocols.js';

/** Spec §7's socket, on this BFF. */
export const ZIP_SOCKET_PATH = '/api/users/:userId/zip-downloads/socket';

const USER_ID = /^\d{1,18}$/;
/** The browser's upgrade should follow the lab's answer at once; an upstream nobody claims is closed. */
const UNCLAIMED_MS = 10_000;
/** A client that stops reading is cut off rather than growing our memory. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface ZipSocketProxyOptions {
  labApiUrl: string;
  connectTimeoutMs: number;
}

/** The caller's token: the Authorization header (apps), else the `bearer.<token>` subprotocol (browsers). */
function callerToken(request: FastifyRequest): string | undefined {
  const fromHeader = bearerToken(request.headers.authorization);
  if (fromHeader) return fromHeader;
  const offered = request.headers['sec-websocket-protocol'];
  const protocol =
    typeof offered === 'string' ? bearerProtocol(offered.split(',').map((p) => p.trim())) : undefined;
  return protocol?.slice(BEARER_PROTOCOL.length);
}

/** Opens the lab's socket for this user with the caller's token; answers its refusal status instead. */
function openUpstream(url: string, token: string, timeoutMs: number): Promise<WebSocket | number> {
  return new Promise((resolve) => {
    const upstream = new WebSocket(url, {
      headers: { authorization: `Bearer ${token}` },
      handshakeTimeout: timeoutMs,
    });
    upstream.once('open', () => resolve(upstream));
    upstream.once('unexpected-response', (_request, response) => {
      response.resume();
      upstream.terminate();
      resolve(response.statusCode ?? 502);
    });
    upstream.on('error', () => resolve(502));
  });
}

function refuse(reply: FastifyReply, status: number) {
  const messages: Record<number, string> = {
    400: 'Unknown user',
    401: 'Please log in to continue.',
    403: 'You do not have access to this account.',
    404: 'User not found',
  };
  const code = status in messages ? status : 502;
  return reply
    .code(code)
    .header('cache-control', 'no-store')
    .send({ message: messages[code] ?? 'The lab service is unavailable right now.', status: code });
}

/** Close codes a peer may send on: the reserved ones (1005, 1006, 1015) say "went away abnormally". */
function relayCode(code: number): number {
  return code === 1000 || code === 1001 || (code >= 3000 && code < 5000) ? code : 1011;
}

/**
 * GET /api/users/:userId/zip-downloads/socket: the lab's socket of the same name, message for message both
 * ways (the client's 'ping' every 60 s and the lab's 'pong' included). The lab is asked before the upgrade, so
 * a bad token or another user's id is refused with the lab's 401/403/404 and never becomes a socket.
 */
export function registerZipSocketProxy(app: FastifyInstance, options: ZipSocketProxyOptions): void {
  const base = new URL(options.labApiUrl);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  const labBase = `${base.origin}${base.pathname.replace(/\/+$/, '')}`;
  const opened = new WeakMap<FastifyRequest, WebSocket>();

  app.get<{ Params: { userId: string } }>(
    ZIP_SOCKET_PATH,
    {
      websocket: true,
      preValidation: async (request, reply) => {
        const { userId } = request.params;
        if (!USER_ID.test(userId)) return refuse(reply, 400);
        const token = callerToken(request);
        if (!token) return refuse(reply, 401);
        const url = `${labBase}/users/${seg(userId)}/zip-downloads/socket`;
        const upstream = await openUpstream(url, token, options.connectTimeoutMs);
        if (typeof upstream === 'number') {
          if (![401, 403, 404].includes(upstream)) {
            request.log.warn({ status: upstream }, 'lab zip socket unavailable');
          }
          return refuse(reply, upstream);
        }
        opened.set(request, upstream);
        setTimeout(() => {
          if (opened.get(request) === upstream) {
            opened.delete(request);
            upstream.terminate();
          }
        }, UNCLAIMED_MS).unref();
      },
    },
    (socket, request) => {
      const upstream = opened.get(request);
      opened.delete(request);
      if (!upstream || upstream.readyState !== WebSocket.OPEN) {
        socket.close(1011);
        return;
      }
      upstream.on('message', (data, isBinary) => {
        if (socket.readyState !== WebSocket.OPEN) return;
        if (socket.bufferedAmount > MAX_BUFFERED_BYTES) return socket.terminate();
        socket.send(data, { binary: isBinary });
      });
      socket.on('message', (data, isBinary) => {
        if (upstream.readyState === WebSocket.OPEN) upstream.send(data, { binary: isBinary });
      });
      // The lab's reason too: 4401 'Signed out: this session has ended' says why (decision 110).
      upstream.on('close', (code, reason) => {
        if (socket.readyState === WebSocket.OPEN) socket.close(relayCode(code), reason);
      });
      socket.on('close', (code) => {
        if (upstream.readyState === WebSocket.OPEN) upstream.close(relayCode(code));
        else upstream.terminate();
      });
      upstream.on('error', () => socket.terminate());
      socket.on('error', () => upstream.terminate());
    },
  );
}

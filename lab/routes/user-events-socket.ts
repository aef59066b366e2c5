import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Queryable } from '../db/database';
import type { LabDeps } from '../deps';
import { authenticate, requireAdmin, SESSION_EXPIRED } from '../services/auth';
import type { TokenService } from '../services/tokens';
import type { UserEvent, UserEventBus } from '../services/user-events';
import { assertUserExists, ownedUserId } from './owned-user';

/**
 * Browsers cannot set headers on a WebSocket, so a token may also come as the subprotocol `bearer.<token>`
 * (JWTs are base64url and dots: valid protocol characters). The server selects it, as the handshake requires.
 */
const BEARER_PROTOCOL = 'bearer.';
/** A client that stops reading gets cut off rather than growing our memory without bound. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

function bearerProtocol(protocols: Iterable<string>): string | undefined {
  for (const protocol of protocols) if (protocol.startsWith(BEARER_PROTOCOL)) return protocol;
  return undefined;
}

function offeredProtocols(request: FastifyRequest): string[] {
  const header = request.headers['sec-websocket-protocol'];
  return typeof header === 'string' ? header.split(',').map((p) => p.trim()) : [];
}

/** Registers the WebSocket server; must be awaited before the socket routes are declared. */
export async function registerWebSockets(app: FastifyInstance): Promise<void> {
  await app.register(websocket, {
    options: {
      // Clients only ever send 'ping'.
      maxPayload: 4096,
      handleProtocols: (protocols) => bearerProtocol(protocols) ?? false,
    },
  });
}

/**
 * The Authorization header is read by the auth hook for every request; the protocol token only here.
 * A bad token in either place is a 401 before the upgrade, like any other route's.
 */
async function authenticateSocket(
  request: FastifyRequest,
  tokens: TokenService,
  db: Queryable,
): Promise<void> {
  if (request.auth || request.headers.authorization) return;
  const protocol = bearerProtocol(offeredProtocols(request));
  if (!protocol) return;
  const claims = await tokens.verify(protocol.slice(BEARER_PROTOCOL.length));
  const auth = claims ? await authenticate(db, claims) : null;
  if (!auth) {
    request.authProblem = SESSION_EXPIRED;
    return;
  }
  request.auth = auth;
}

/** The close code and reason a socket gets when the session it was opened with ends (decision 110). */
export const SESSION_ENDED_CLOSE = { code: 4401, reason: 'Signed out: this session has ended' } as const;

/**
 * Sends each event as one JSON message, answers 'ping' with 'pong', and stops listening on close. When the session
 * the socket was opened with ends (sign-out, password change, deactivation, a role change), it is closed with
 * SESSION_ENDED_CLOSE, in whichever lab process holds it.
 */
function stream(
  socket: WebSocket,
  events: UserEventBus,
  sessionId: string | null,
  subscribe: (listener: (event: UserEvent) => void) => () => void,
): void {
  const stopEnded = sessionId
    ? events.onSessionsEnded((notice) => {
        if (notice.sessionIds.includes(sessionId) && socket.readyState === socket.OPEN)
          socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
      })
    : () => undefined;
  const stop = subscribe((event) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      return;
    }
    socket.send(JSON.stringify(event));
  });
  socket.on('message', (data, isBinary) => {
    if (!isBinary && data.toString() === 'ping') socket.send('pong');
  });
  socket.on('close', () => {
    stop();
    stopEnded();
  });
  socket.on('error', () => socket.terminate());
}

/** Live user events (docs/lab-behaviour.md 'Events'): self or ADMIN per user, and every user's for admins. */
export function userEventSocketRoutes(app: FastifyInstance, { db, tokens, events }: LabDeps): void {
  const ownedSocket = {
    websocket: true as const,
    preValidation: async (request: FastifyRequest) => {
      await authenticateSocket(request, tokens, db);
      const userId = ownedUserId(request);
      if (request.auth?.role === 'ADMIN') await assertUserExists(db, userId);
    },
  };
  const handler = (socket: WebSocket, request: FastifyRequest) => {
    const userId = ownedUserId(request);
    stream(socket, events, request.auth?.sessionId ?? null, (listener) => events.subscribe(userId, listener));
  };
  app.get('/users/:id/events/socket', ownedSocket, handler);
  // Spec §7's socket: the same messages; to its clients any message means "reload this user".
  app.get('/users/:id/zip-downloads/socket', ownedSocket, handler);

  app.get(
    '/events/socket',
    {
      websocket: true,
      preValidation: async (request) => {
        await authenticateSocket(request, tokens, db);
        requireAdmin(request);
      },
    },
    (socket, request) =>
      stream(socket, events, request.auth?.sessionId ?? null, (listener) => events.subscribe('*', listener)),
  );
}

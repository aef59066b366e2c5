// Contracts of the live event sockets (see define.ts); split from account.ts. Registered on import by
// routes/index.ts.
import { z } from 'zod';
import { type AnswerSpec, defineRoutes, userPath } from '../define';

const SOCKET_MESSAGES =
  'Each event is one JSON text message `{ type, userId, orderId?, rollId?, event?, status?, progress?, at }`, `type` one of `order_updated`, `roll_event` (one message per roll), `scans_changed`, `zip_progress`, and (extension `sessions`) `sessions_ended`: some of the user’s sessions just ended, and a socket opened with one of them is then closed with code 4401. The text `ping` is answered `pong`. Browsers, which cannot set headers on a socket, may send the token as the subprotocol `bearer.<token>` (the lab selects it). A refused socket is refused before the upgrade, with the usual error body.';

const socketHeaders = z.object({
  'Sec-WebSocket-Protocol': z
    .string()
    .optional()
    .describe('`bearer.<token>`: the token, for clients that cannot send `Authorization`.'),
});

const websocket = (description: string): AnswerSpec => ({ status: 'websocket', description });

defineRoutes({
  // Live events (docs/lab-behaviour.md "Events").
  'GET /users/:id/zip-downloads/socket': {
    summary: "The user's live events (WebSocket)",
    description: `To its clients any message means "reload this user". ${SOCKET_MESSAGES}`,
    access: 'owner',
    params: userPath,
    headers: socketHeaders,
    answers: { 200: websocket("A WebSocket carrying the user's events.") },
  },
  'GET /users/:id/events/socket': {
    summary: "The user's live events (WebSocket)",
    description: SOCKET_MESSAGES,
    access: 'owner',
    extension: 'live-events',
    params: userPath,
    headers: socketHeaders,
    answers: { 200: websocket("A WebSocket carrying the user's events.") },
  },
  'GET /events/socket': {
    summary: "Every user's live events (WebSocket)",
    description: SOCKET_MESSAGES,
    access: 'admin',
    extension: 'live-events',
    headers: socketHeaders,
    answers: { 200: websocket("A WebSocket carrying every user's events.") },
  },
});

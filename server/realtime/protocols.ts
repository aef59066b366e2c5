import type { IncomingMessage } from 'node:http';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';

/** Browsers cannot set headers on a WebSocket: a token may come as the subprotocol `bearer.<token>`. */
export const BEARER_PROTOCOL = 'bearer.';
/** What graphql-ws clients offer; the legacy subscriptions-transport-ws name too, which Mercurius speaks. */
const GRAPHQL_PROTOCOLS = ['graphql-transport-ws', 'graphql-ws'];

export function bearerProtocol(protocols: Iterable<string>): string | undefined {
  for (const protocol of protocols) if (protocol.startsWith(BEARER_PROTOCOL)) return protocol;
  return undefined;
}

/**
 * Which subprotocol to answer, by path. ws would otherwise select the first one offered: a `bearer.<token>`
 * offered at /graphql would become the connection's protocol, which Mercurius prints when it refuses it.
 */
function selectProtocol(
  protocols: Set<string>,
  request: IncomingMessage,
  graphqlPath: string,
): string | false {
  const path = (request.url ?? '').split('?')[0];
  if (path === graphqlPath) return GRAPHQL_PROTOCOLS.find((p) => protocols.has(p)) ?? false;
  return bearerProtocol(protocols) ?? false;
}

/** One WebSocket server for the process (Mercurius reuses it): GraphQL subscriptions and the zip socket. */
export async function registerWebSocketServer(app: FastifyInstance, graphqlPath: string): Promise<void> {
  await app.register(websocket, {
    options: {
      // Subscribe messages and 'ping' are small; a persisted query's text is the largest thing a client sends.
      maxPayload: 64 * 1024,
      handleProtocols: (protocols, request) => selectProtocol(protocols, request, graphqlPath),
    },
  });
}

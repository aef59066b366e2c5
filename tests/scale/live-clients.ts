import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

// What tests/scale's clients do beyond plain requests: hold a live subscription, and make a roll event happen.

export interface Closed {
  code: number;
  reason: string;
  at: number;
}

/** A graphql-ws subscription to a user's events on a replica; `closed` says how and when the server closed it. */
export function openSubscription(url: string, token: string, query: string, userId?: string) {
  let connected: () => void = () => undefined;
  let closed: (value: Closed) => void = () => undefined;
  const client = createClient({
    url: `${url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    on: {
      connected: () => connected(),
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: string };
        closed({ code, reason, at: Date.now() });
      },
    },
  });
  client.subscribe(
    { query, variables: userId ? { userId } : {} },
    { next: () => undefined, error: () => undefined, complete: () => undefined },
  );
  return {
    client,
    connected: new Promise<void>((resolve) => {
      connected = resolve;
    }),
    closed: new Promise<Closed>((resolve) => {
      closed = resolve;
    }),
  };
}

/**
 * A one-roll order for customer 2 made at a lab, then received by staff through `staffGql` (a replica's GraphQL
 * with a staff token): the lab publishes the roll event. Answers the roll's id.
 */
export async function orderAndReceiveRoll(
  labUrl: string,
  customerToken: string,
  staffGql: (query: string) => Promise<{ body: { errors?: unknown[] } }>,
): Promise<number> {
  const created = await fetch(`${labUrl}/users/2/orders`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${customerToken}`,
      'content-type': 'application/json',
      'idempotency-key': `roll-${Date.now()}-${Math.random()}`,
    },
    body: JSON.stringify({
      location: 'Mail-in',
      newRolls: [{ process: 'C-41', format: '35mm', brand: 'Kodak', model: 'Gold 200' }],
    }),
  });
  const order = (await created.json()) as { order: { id: number }; rolls: Array<{ id: number }> };
  const rollId = order.rolls[0]!.id;
  const answer = await staffGql(
    `mutation { addRollsEvent(orderId: "${order.order.id}", event: RECEIVED, rollIds: ["${rollId}"]) { id } }`,
  );
  if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors));
  return rollId;
}

import { interleaved, type Target } from './me.js';
import { ms } from './stats.js';

/** What the customer's order page asks for: the order, its rolls with their timelines, and the server's totals. */
export const ORDER_PAGE_QUERY = `query OrderPageBench($id: ID!) {
  order(id: $id) {
    id number status createdAt countMismatch
    rolls { id stock processLabel formatLabel stage estimatedReadyAt events { event at recordedBy } }
    lines { key description quantity creditsApplied amount }
    credits { kind quantity value }
    totals { subtotal discount credit creditLabel tax total }
    actions { edit delete pay addRush returnNegatives }
  }
}`;

/**
 * (d) The order page through the BFF (order, rolls with timelines, pricing and totals computed by the server)
 * against the lab's own GET of the same order, interleaved over one keep-alive connection each.
 */
export async function orderPage(labUrl: string, bffUrl: string, auth: string, count: number): Promise<void> {
  const me = (await (
    await fetch(`${labUrl}/auth/current-user`, { headers: { authorization: auth } })
  ).json()) as {
    id: number;
  };
  const list = (await (
    await fetch(`${labUrl}/users/${me.id}/orders?limit=25`, { headers: { authorization: auth } })
  ).json()) as { orders: Array<{ order: { id: number; status: string }; rolls: unknown[] }> };
  // The busiest open order: the one whose page costs the most to price.
  const order = list.orders
    .filter((o) => o.order.status === 'OPEN')
    .sort((a, b) => b.rolls.length - a.rolls.length)[0];
  if (!order) throw new Error('the demo customer has no open order to bench');
  const id = order.order.id;
  const bff: Target = {
    name: 'BFF  query OrderPage',
    url: bffUrl,
    method: 'POST',
    path: '/graphql',
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: JSON.stringify({ query: ORDER_PAGE_QUERY, variables: { id: String(id) } }),
  };
  const direct: Target = {
    name: `lab  GET /users/:id/orders/${id}`,
    url: labUrl,
    method: 'GET',
    path: `/users/${me.id}/orders/${id}`,
    headers: { authorization: auth },
  };
  process.stdout.write(
    `\n(d) the order page (order ${id}, ${order.rolls.length} rolls with timelines, server-side pricing) through the BFF vs the lab's order GET (${count} sequential, interleaved)\n`,
  );
  const [b, d] = await interleaved([bff, direct], count);
  for (const [target, latency] of [
    [bff, b!],
    [direct, d!],
  ] as const) {
    process.stdout.write(
      `  ${target.name.padEnd(34)} p50 ${ms(latency.p50).padStart(9)}  p99 ${ms(latency.p99).padStart(9)}\n`,
    );
  }
  process.stdout.write(`  the BFF's cost over the lab's GET at p50: ${ms(b!.p50 - d!.p50)}\n`);
}

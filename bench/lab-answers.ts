import { interleaved, type Target, throughput } from './me.js';
import { ms } from './stats.js';

/**
 * (l) The lab's own answers: GET /auth/current-user (the User with addresses, preferences and payment customer) and
 * one order read (the order wrapper with rolls, events, shipments), sequential latency and throughput at 16
 * connections. Answers are serialized through their contract schemas (fast-json-stringify, lab/contract).
 */
export async function labAnswers(labUrl: string, count: number, seconds: number): Promise<void> {
  const login = await fetch(`${labUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'customer@lab.test', password: 'filmlab-demo' }),
  });
  const authorization = login.headers.get('authorization');
  if (!authorization) throw new Error('login gave no token');
  const user = (await login.json()) as { id: number };
  const orders = (await (
    await fetch(`${labUrl}/users/${user.id}/orders?limit=25`, { headers: { authorization } })
  ).json()) as { orders: Array<{ order: { id: number }; rolls: unknown[] }> };
  const order = [...orders.orders].sort((a, b) => b.rolls.length - a.rolls.length)[0];
  if (!order) throw new Error('the demo customer has no orders');
  const targets: Target[] = [
    {
      name: 'GET /auth/current-user',
      url: labUrl,
      method: 'GET',
      path: '/auth/current-user',
      headers: { authorization },
    },
    {
      name: `GET /users/{id}/orders/{orderId} (${order.rolls.length} rolls)`,
      url: labUrl,
      method: 'GET',
      path: `/users/${user.id}/orders/${order.order.id}`,
      headers: { authorization },
    },
  ];
  const latency = await interleaved(targets, count);
  process.stdout.write(`\n(l) the lab's answers, ${labUrl}\n`);
  for (const [i, target] of targets.entries()) {
    const rps = await throughput(target, seconds);
    const { p50, p99 } = latency[i]!;
    process.stdout.write(
      `  ${target.name.padEnd(48)} p50 ${ms(p50).padStart(9)}  p99 ${ms(p99).padStart(9)}  ${rps.toFixed(0).padStart(6)} req/s\n`,
    );
  }
}

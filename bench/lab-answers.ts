import fastJson from 'fast-json-stringify';
import type { z } from 'zod';
import { inlineJsonSchema, serializerJsonSchema } from '../lab/contract/json-schema.js';
import { OrderWrapper } from '../lab/contract/shapes/orders.js';
import { User } from '../lab/contract/shapes/users.js';
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
  const answers = await Promise.all(
    targets.map(async (target) =>
      (await fetch(target.url + target.path, { headers: target.headers })).json(),
    ),
  );
  serializers([
    ['User (current-user)', User, answers[0]],
    ['OrderWrapper (order read)', OrderWrapper, answers[1]],
  ]);
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

/**
 * The serialization alone, in this process: the answer through its contract schema (fast-json-stringify, as the
 * lab sends it) against JSON.stringify, µs per answer over the same object, each warmed first and then timed in
 * alternating rounds (robust on a busy machine, where the HTTP figures above are not). The schema's first form,
 * with nullable objects as `anyOf: [object, null]`, is timed on its own afterwards, since two serializers of one
 * shape in the same rounds slow each other.
 */
function serializers(cases: Array<[string, z.ZodType, unknown]>): void {
  process.stdout.write('  serializing one answer (median of 7 rounds of 20,000, after a warm-up round):\n');
  const time = (fn: (value: unknown) => string, answer: unknown) => {
    const started = process.hrtime.bigint();
    for (let i = 0; i < 20_000; i++) fn(answer);
    return Number(process.hrtime.bigint() - started) / 1e3 / 20_000;
  };
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  const rounds = (fns: Array<(value: unknown) => string>, answer: unknown) => {
    for (const fn of fns) time(fn, answer);
    const samples = fns.map(() => [] as number[]);
    for (let round = 0; round < 7; round++)
      for (const [i, fn] of fns.entries()) samples[i]!.push(time(fn, answer));
    return samples.map(median);
  };
  for (const [name, schema, answer] of cases) {
    const stringify = fastJson(serializerJsonSchema(schema) as never);
    let same: boolean;
    try {
      same = stringify(answer) === JSON.stringify(answer);
    } catch (error) {
      // Another lab (an older one, in a before-and-after run) answers another shape.
      process.stdout.write(`  ${name}: not this contract's shape (${(error as Error).message})\n`);
      continue;
    }
    if (!same) throw new Error(`${name}: the serializer changed the answer`);
    const [viaSchema, plain] = rounds([stringify, JSON.stringify], answer);
    const [viaAnyOf] = rounds([fastJson(inlineJsonSchema(schema, 'output') as never)], answer);
    const bytes = JSON.stringify(answer).length;
    process.stdout.write(
      `  ${name.padEnd(28)} ${String(bytes).padStart(6)} B  schema ${viaSchema!.toFixed(1).padStart(5)} µs  JSON.stringify ${plain!.toFixed(1).padStart(5)} µs  (schema with anyOf nulls ${viaAnyOf!.toFixed(1)} µs)\n`,
    );
  }
}

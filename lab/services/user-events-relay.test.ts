import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase, postgresReachable } from '../../tests/support/postgres';
import { type UserEvent, UserEventBus } from './user-events';
import { PgEventRelay } from './user-events-relay';

// Several lab processes on one PostgreSQL database (decision 075): what one publishes, every one delivers, once.
const reachable = await postgresReachable();
if (!reachable && process.env.CI === 'true') throw new Error('CI: the PostgreSQL server is not reachable');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const event = (rollId: number): UserEvent => ({
  type: 'roll_event',
  userId: 2,
  rollId,
  event: 'received',
  at: new Date().toISOString(),
});

function warnings() {
  const lines: string[] = [];
  const log = { warn: (_: object, message: string) => lines.push(message), info: () => undefined };
  return { lines, log: log as unknown as FastifyBaseLogger };
}

function listen(bus: UserEventBus) {
  const heard: UserEvent[] = [];
  bus.subscribe(2, (e) => heard.push(e));
  return heard;
}

describe('the lab event relay', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('delivers in this process only, with one warning, when it cannot listen', async () => {
    const { lines, log } = warnings();
    const bus = new UserEventBus();
    const relay = new PgEventRelay('postgres://postgres@127.0.0.1:1/none', bus, log);
    cleanups.push(() => relay.close());
    await relay.start();
    bus.relayThrough(relay);
    const heard = listen(bus);
    const first = event(1);
    bus.publish(first);
    bus.publish(event(2));
    expect(heard.map((e) => e.rollId)).toEqual([1, 2]);
    expect(heard[0]).toEqual(first);
    expect(lines).toEqual([
      'live events cannot be shared with the other lab processes: delivering to this process only',
    ]);
  });

  it.runIf(reachable)(
    'delivers what one process publishes in every process on the database, once',
    async () => {
      const database = await freshDatabase();
      cleanups.push(() => database.drop());
      const buses = [new UserEventBus(), new UserEventBus()];
      const heard = buses.map(listen);
      for (const bus of buses) {
        const relay = new PgEventRelay(database.url, bus, warnings().log);
        cleanups.push(() => relay.close());
        await relay.start();
        bus.relayThrough(relay);
      }
      // A burst, as when staff record one step for every roll of an order: heard once each, in the order published.
      const published = [7, 8, 9, 10, 11, 12, 13, 14].map(event);
      for (const each of published) buses[0]!.publish(each);
      for (let i = 0; i < 100 && heard.some((list) => list.length < published.length); i++) await sleep(20);
      await sleep(200);
      expect(heard).toEqual([published, published]);
    },
  );

  it.runIf(reachable)(
    'tells every process which sessions ended, after the user’s own stream heard sessions_ended',
    async () => {
      const database = await freshDatabase();
      cleanups.push(() => database.drop());
      const buses = [new UserEventBus(), new UserEventBus()];
      const heard = buses.map(listen);
      const ended = buses.map((bus) => {
        const notices: unknown[] = [];
        bus.onSessionsEnded((notice) => notices.push(notice));
        return notices;
      });
      for (const bus of buses) {
        const relay = new PgEventRelay(database.url, bus, warnings().log);
        cleanups.push(() => relay.close());
        await relay.start();
        bus.relayThrough(relay);
      }
      buses[0]!.publishSessionsEnded({ userId: 2, sessionIds: ['a-session-id-0000001'] });
      buses[0]!.publishSessionsEnded({ userId: 2, sessionIds: [] });
      for (let i = 0; i < 100 && ended.some((list) => list.length === 0); i++) await sleep(20);
      await sleep(200);
      expect(ended).toEqual([
        [{ userId: 2, sessionIds: ['a-session-id-0000001'] }],
        [{ userId: 2, sessionIds: ['a-session-id-0000001'] }],
      ]);
      expect(heard.map((list) => list.map((e) => e.type))).toEqual([['sessions_ended'], ['sessions_ended']]);
    },
  );
});

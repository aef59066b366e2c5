import { describe, expect, it } from 'vitest';
import { SharedCache } from './shared-cache.js';
import type { SharedRedis } from './shared-redis.js';

// One load per key per TTL across replicas (decision 075), including the race where the loading replica stores its
// value and lets go of the lock between another replica's GET and its SET NX.

type Hook = () => Promise<void>;

/** Enough of ioredis for SharedCache, in memory; `beforeLock` runs before each SET NX. */
function fakeRedis(beforeLock: (nth: number) => Promise<void>) {
  const values = new Map<string, string>();
  let locks = 0;
  const client = {
    status: 'ready',
    get: async (key: string) => values.get(key) ?? null,
    set: async (key: string, value: string, _px: string, _ms: number, nx?: string) => {
      if (nx === 'NX') {
        await beforeLock(++locks);
        if (values.has(key)) return null;
      }
      values.set(key, value);
      return 'OK';
    },
    eval: async (_script: string, _keys: number, key: string, owner: string) => {
      if (values.get(key) !== owner) return 0;
      values.delete(key);
      return 1;
    },
  };
  return {
    ready: true,
    client,
    fellBack: () => undefined,
    key: (name: string) => `test:${name}`,
  } as unknown as SharedRedis;
}

describe('SharedCache', () => {
  it('loads once when the first loader finishes between the second replica’s read and its lock', async () => {
    let finishFirst: () => void = () => undefined;
    const firstLoading = new Promise<void>((resolve) => {
      finishFirst = resolve;
    });
    let firstDone: Promise<unknown> = Promise.resolve();
    const raceBeforeSecondLock: Hook = async () => {
      finishFirst();
      await firstDone;
    };
    const redis = fakeRedis((nth) => (nth === 2 ? raceBeforeSecondLock() : Promise.resolve()));
    const [a, b] = [new SharedCache(redis, 4_000), new SharedCache(redis, 4_000)];
    let loads = 0;
    const load = async () => {
      loads++;
      if (loads === 1) await firstLoading;
      return { name: 'Williamsburg' };
    };
    firstDone = a.get('locations', load);
    const second = await b.get('locations', load);
    expect(await firstDone).toEqual({ name: 'Williamsburg' });
    expect(second).toEqual({ name: 'Williamsburg' });
    expect(loads).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('TtlCache', () => {
  it('shares one in-flight load between concurrent callers (stampede guard)', async () => {
    const cache = new TtlCache<number>(1000);
    const load = deferred<number>();
    let calls = 0;
    const loader = () => {
      calls += 1;
      return load.promise;
    };
    const all = Promise.all([cache.get('k', loader), cache.get('k', loader), cache.get('k', loader)]);
    load.resolve(7);
    expect(await all).toEqual([7, 7, 7]);
    expect(calls).toBe(1);
  });

  it('serves the value until the TTL passes, then loads again', async () => {
    let now = 0;
    const cache = new TtlCache<number>(100, () => now);
    let n = 0;
    const loader = async () => ++n;
    expect(await cache.get('k', loader)).toBe(1);
    now = 99;
    expect(await cache.get('k', loader)).toBe(1);
    now = 100;
    expect(await cache.get('k', loader)).toBe(2);
  });

  it('does not keep failures: every waiter sees the error, the next call tries again', async () => {
    const cache = new TtlCache<number>(1000);
    const load = deferred<number>();
    const a = cache.get('k', () => load.promise);
    const b = cache.get('k', () => load.promise);
    load.reject(new Error('down'));
    await expect(a).rejects.toThrow('down');
    await expect(b).rejects.toThrow('down');
    expect(await cache.get('k', async () => 3)).toBe(3);
  });

  it('keeps keys apart, and TTL 0 always loads', async () => {
    const cache = new TtlCache<string>(1000);
    expect(await cache.get('a', async () => 'A')).toBe('A');
    expect(await cache.get('b', async () => 'B')).toBe('B');
    const off = new TtlCache<number>(0);
    let n = 0;
    await off.get('k', async () => ++n);
    expect(await off.get('k', async () => ++n)).toBe(2);
  });

  it('forgets only the keys under a prefix', async () => {
    const cache = new TtlCache<string>(1000);
    await cache.get('gallery:0', async () => 'old page');
    await cache.get('locations', async () => 'kept');
    cache.forget('gallery:');
    expect(await cache.get('gallery:0', async () => 'new page')).toBe('new page');
    expect(await cache.get('locations', async () => 'reloaded')).toBe('kept');
  });

  it('does not store a load that was under way when its key was forgotten (it may hold the old data)', async () => {
    const cache = new TtlCache<string>(1000);
    let finish: (value: string) => void = () => undefined;
    const stale = cache.get('gallery:0', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.forget('gallery:');
    finish('old page');
    expect(await stale).toBe('old page');
    expect(await cache.get('gallery:0', async () => 'new page')).toBe('new page');
  });

  it('answers a stale value at once within the window while one load refreshes it in the background', async () => {
    let now = 0;
    const cache = new TtlCache<string>(100, () => now, 1000);
    expect(await cache.get('stats', async () => 'first')).toBe('first');
    now = 150;
    const refresh = deferred<string>();
    let loads = 0;
    const slow = () => {
      loads += 1;
      return refresh.promise;
    };
    // Nobody waits for the slow refresh, and only one starts.
    expect(await cache.get('stats', slow)).toBe('first');
    expect(await cache.get('stats', slow)).toBe('first');
    expect(loads).toBe(1);
    refresh.resolve('second');
    await refresh.promise;
    expect(await cache.get('stats', slow)).toBe('second');
    expect(loads).toBe(1);
  });

  it('keeps the stale value when the refresh fails, and waits for a load once past the window', async () => {
    let now = 0;
    const cache = new TtlCache<string>(100, () => now, 1000);
    await cache.get('stats', async () => 'first');
    now = 500;
    expect(await cache.get('stats', () => Promise.reject(new Error('lab down')))).toBe('first');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('stats', async () => 'second')).toBe('first');
    await new Promise((resolve) => setImmediate(resolve));
    now = 2000;
    await expect(cache.get('stats', () => Promise.reject(new Error('lab down')))).rejects.toThrow('lab down');
  });
});

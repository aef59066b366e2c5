import { afterEach, describe, expect, it } from 'vitest';
import { type Bff, startBff } from '../support/stack.js';
import { LAB, type StandIn, startStandIn } from './support/stand-in-upstream.js';

// Public data is cached briefly and shared; concurrent misses make one lab call; user data never is.

let lab: StandIn | undefined;
let bff: Bff | undefined;
afterEach(async () => {
  await bff?.close();
  await lab?.close();
  bff = lab = undefined;
});

const LOCATIONS = 'query Locations { locations { name } }';

describe('shared cache for public data', () => {
  it('serves concurrent and repeated requests from one lab call within the TTL', async () => {
    lab = await startStandIn();
    lab.on('/public/locations', { status: 200, body: LAB.locations, delayMs: 100 });
    bff = await startBff(lab.url, { PUBLIC_CACHE_TTL_MS: '400' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => bff!.gql(LOCATIONS, {}, `token-${i}`)),
    );
    for (const a of answers) expect(a.body).toEqual({ data: { locations: [{ name: 'Williamsburg' }] } });
    await bff.gql(LOCATIONS);
    expect(lab.hits('/public/locations')).toBe(1);
    // Fetched without anyone's token, so nothing user-specific can be cached or rotated.
    expect(lab.seen.find((s) => s.path === '/public/locations')?.headers.authorization).toBeUndefined();

    await new Promise((r) => setTimeout(r, 450));
    await bff.gql(LOCATIONS);
    expect(lab.hits('/public/locations')).toBe(2);
  });

  it('does not cache failures', async () => {
    lab = await startStandIn();
    lab.on('/public/locations', { status: 500 }, { status: 200, body: LAB.locations });
    bff = await startBff(lab.url, { PUBLIC_CACHE_TTL_MS: '10000' });
    expect((await bff.gql(LOCATIONS)).body.errors).toBeDefined();
    expect((await bff.gql(LOCATIONS)).body.data).toEqual({ locations: [{ name: 'Williamsburg' }] });
  });

  it('PUBLIC_CACHE_TTL_MS=0 calls the lab every time', async () => {
    lab = await startStandIn();
    lab.on('/blog/notes/posts', { status: 200, body: LAB.blogPosts });
    bff = await startBff(lab.url, { PUBLIC_CACHE_TTL_MS: '0' });
    await bff.gql('query Blog { blogPosts { title } }');
    await bff.gql('query Blog { blogPosts { title } }');
    expect(lab.hits('/blog/notes/posts')).toBe(2);
  });

  it("answers the stats bar's figures stale at once past their TTL while one call refreshes them", async () => {
    lab = await startStandIn();
    const stats = (rsct: number) => ({ status: 200, body: { ...LAB.generalStats, rsct }, delayMs: 600 });
    lab.on('/public/general-stats', stats(1), stats(2));
    bff = await startBff(lab.url, { STATS_CACHE_TTL_MS: '200', STATS_STALE_MS: '60000' });
    const STATS = 'query Stats { generalStats { rollsScannedToday } }';
    const first = await bff.gql(STATS);
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data).toEqual({ generalStats: { rollsScannedToday: 1 } });
    await new Promise((r) => setTimeout(r, 250));
    // Past the TTL: the old figures at once (the lab takes 600 ms), and one refresh under way for everyone.
    const started = Date.now();
    const stale = await Promise.all([bff.gql(STATS), bff.gql(STATS), bff.gql(STATS)]);
    expect(Date.now() - started).toBeLessThan(500);
    for (const answer of stale) expect(answer.body.data).toEqual({ generalStats: { rollsScannedToday: 1 } });
    await new Promise((r) => setTimeout(r, 800));
    expect((await bff.gql(STATS)).body.data).toEqual({ generalStats: { rollsScannedToday: 2 } });
    expect(lab.hits('/public/general-stats')).toBe(2);
  });
});

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
});

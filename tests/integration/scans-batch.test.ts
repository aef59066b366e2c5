import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED_SCANS } from '../../lab/test-support/scans.js';
import { type Balancer, startBalancer } from '../scale/cluster.js';
import { type Bff, type Stack, startBff, startStack } from '../support/stack.js';

// Decision 093: the BFF reads scans through a per-request batch loader (GET /users/{id}/scans?ids, 100 at most
// per call) instead of one GET per scan. A counting pass-through between the BFF and the lab shows the calls.

let stack: Stack;
let counter: Balancer;
let bff: Bff;
let casey: string;
let hannah: string;
const CASEY = SEED_SCANS.casey;
const OTHER = SEED_SCANS.other;

beforeAll(async () => {
  stack = await startStack();
  counter = await startBalancer([Number(new URL(stack.labUrl).port)]);
  bff = await startBff(counter.url);
  [casey, hannah] = await Promise.all([stack.login('customer@lab.test'), stack.login(OTHER.email)]);
});
afterAll(async () => {
  await bff?.close();
  await counter?.close();
  await stack?.close();
});
beforeEach(() => {
  counter.paths.length = 0;
});

/** The lab calls that read this user's scans: batched ones, and any single GET /users/{id}/scans/{scanId}. */
function scanReads(userId: number) {
  const prefix = `GET /users/${userId}/scans`;
  const reads = counter.paths.filter((path) => path.startsWith(prefix));
  return {
    batched: reads.filter((path) => path.startsWith(`${prefix}?`) && /[?&]ids=/.test(path)),
    single: reads.filter((path) => /^GET \/users\/\d+\/scans\/\d+(\?|$)/.test(path)),
  };
}

const idsOf = (path: string) =>
  decodeURIComponent(new URL(path.split(' ')[1]!, 'http://lab').searchParams.get('ids') ?? '').split(',');

describe('scans read in batches', () => {
  it('quotes an unlock of a 36-frame roll with one lab read of its scans, and 138 scans with two', async () => {
    const QUOTE = 'query ($ids: [ID!]!) { me { unlockQuote(scanIds: $ids, size: HD) { scanCount total } } }';
    const roll = CASEY.scanIdsByRoll[1].map(String);
    let res = await bff.gql<{ me: { unlockQuote: { scanCount: number } } }>(QUOTE, { ids: roll }, casey);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.me.unlockQuote.scanCount).toBe(36);
    let reads = scanReads(CASEY.userId);
    expect(reads.single).toEqual([]);
    expect(reads.batched).toHaveLength(1);
    expect(idsOf(reads.batched[0]!)).toEqual(roll);

    counter.paths.length = 0;
    const all = Object.values(CASEY.scanIdsByRoll).flat().map(String);
    res = await bff.gql(QUOTE, { ids: all }, casey);
    expect(res.body.errors).toBeUndefined();
    expect((res.body.data as { me: { unlockQuote: { scanCount: number } } }).me.unlockQuote.scanCount).toBe(
      138,
    );
    reads = scanReads(CASEY.userId);
    expect(reads.single).toEqual([]);
    expect(reads.batched.map((path) => idsOf(path).length)).toEqual([100, 38]);
  });

  it('reads the previews of every share link on the page in one call', async () => {
    const frames = CASEY.scanIdsByRoll[2].map(String);
    const CREATE = 'mutation ($ids: [ID!]!) { createShareLink(input: { scanIds: $ids }) { code } }';
    for (const ids of [frames.slice(0, 3), frames.slice(3, 6), frames.slice(6, 8)]) {
      const made = await bff.gql(CREATE, { ids }, casey);
      expect(made.body.errors).toBeUndefined();
    }
    counter.paths.length = 0;
    const res = await bff.gql<{ me: { shareLinks: { code: string; previewScans: { id: string }[] }[] } }>(
      'query { me { shareLinks { code previewScans { id frame thumbnailUrl } } } }',
      {},
      casey,
    );
    expect(res.body.errors).toBeUndefined();
    const links = res.body.data!.me.shareLinks;
    expect(links.length).toBeGreaterThanOrEqual(3);
    // Newest first: each link shows its own frames.
    expect(links.slice(0, 3).map((link) => link.previewScans.map((scan) => scan.id))).toEqual([
      frames.slice(6, 8),
      frames.slice(3, 6),
      frames.slice(0, 3),
    ]);
    const reads = scanReads(CASEY.userId);
    expect(reads.single).toEqual([]);
    expect(reads.batched).toHaveLength(1);
  });

  it('answers null for a scan that is not the user’s, as the single read did, and refuses another user’s scans', async () => {
    const SCAN = 'query ($id: ID!) { me { scan(id: $id) { id frame } } }';
    let res = await bff.gql<{ me: { scan: { id: string } | null } }>(
      SCAN,
      { id: String(OTHER.scanIds[0]) },
      casey,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.me.scan).toBeNull();
    res = await bff.gql(SCAN, { id: '999999999999' }, casey);
    expect(res.body.data!.me.scan).toBeNull();
    res = await bff.gql(SCAN, { id: String(CASEY.scanIdsByRoll[1][4]) }, casey);
    expect(res.body.data!.me.scan).toEqual({ id: String(CASEY.scanIdsByRoll[1][4]), frame: 5 });

    // Hannah quoting Casey's scans: her own path leaves them out, so nothing is quoted and nothing leaks.
    counter.paths.length = 0;
    const quote = await bff.gql<{ me: { unlockQuote: unknown } }>(
      'query ($ids: [ID!]!) { me { unlockQuote(scanIds: $ids, size: HD) { scanCount } } }',
      { ids: CASEY.scanIdsByRoll[1].slice(0, 2).map(String) },
      hannah,
    );
    expect(quote.body.data?.me.unlockQuote).toBeNull();
    expect(quote.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(scanReads(CASEY.userId).batched).toEqual([]);
    expect(scanReads(OTHER.userId).batched).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { type Connection, type ConnectionSource, encodeConnectionCursor, loadConnection } from './connection';

// A list of 23 items served as the lab serves it: keyset pages (cursor = the last item's index) or offsets.
const ITEMS = Array.from({ length: 23 }, (_, i) => `item-${i}`);

function source(keyset: boolean, maxLimit = 10): ConnectionSource<string> & { calls: number } {
  const s = {
    calls: 0,
    maxLimit,
    keyset: keyset
      ? async (after: string | undefined, limit: number) => {
          s.calls++;
          expect(limit).toBeLessThanOrEqual(maxLimit);
          const start = after === undefined ? 0 : Number(after) + 1;
          const items = ITEMS.slice(start, start + limit);
          const more = start + limit < ITEMS.length;
          return { items, count: ITEMS.length, nextCursor: more ? String(start + limit - 1) : null };
        }
      : null,
    offset: async (offset: number, limit: number) => {
      s.calls++;
      return { items: ITEMS.slice(offset, offset + limit), count: ITEMS.length };
    },
  };
  return s;
}

async function walk(src: ConnectionSource<string>, first: number) {
  const seen: string[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const page: Connection<string> = await loadConnection(src, first, after);
    expect(page.totalCount).toBe(ITEMS.length);
    expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
    seen.push(...page.edges.map((edge) => edge.node));
    if (!page.pageInfo.hasNextPage) return seen;
    after = page.pageInfo.endCursor;
  }
  throw new Error('no end');
}

describe('loadConnection', () => {
  it.each([
    [true, 1],
    [true, 3],
    [true, 10],
    [true, 25],
    [false, 4],
    [false, 25],
  ])('walks every item once, in order (keyset %s, first %i)', async (keyset, first) => {
    expect(await walk(source(keyset), first)).toEqual(ITEMS);
  });

  it('goes on from any edge, not only the last, reading the lab page again from its own cursor', async () => {
    const src = source(true);
    const page: Connection<string> = await loadConnection(src, 5, null);
    const third = page.edges[2]!.cursor;
    const next = await loadConnection(src, 4, third);
    expect(next.edges.map((edge) => edge.node)).toEqual(ITEMS.slice(3, 7));
  });

  it('refuses a cursor that is not one of ours, or a keyset cursor once the lab has no keyset pages', async () => {
    await expect(loadConnection(source(true), 5, 'not-a-cursor')).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'after' },
    });
    const keysetCursor = encodeConnectionCursor({ page: '4', skip: 0 });
    await expect(loadConnection(source(false), 5, keysetCursor)).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'after' },
    });
  });
});

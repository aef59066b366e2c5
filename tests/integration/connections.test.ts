import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../support/stack.js';

// The connections beside the offset lists (issue 25): the desk's orders, a customer's rolls and scans and the
// roll-events dashboard, walked by cursor through the BFF against the real lab, with and without the lab's keyset
// pages (extension keyset-paging), each giving the offset list's items in its order.

type PageInfo = { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
type Connection = {
  edges: Array<{ cursor: string; node: { id: string } }>;
  pageInfo: PageInfo;
  totalCount: number;
};

const ORDERS = `query Orders($filter: OrdersFilter, $first: Int, $after: String) {
  ordersConnection(filter: $filter, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage hasPreviousPage endCursor } edges { cursor node { id } } } }`;
const ROLLS = `query Rolls($first: Int, $after: String) { me { filmRollsConnection(first: $first, after: $after) {
  totalCount pageInfo { hasNextPage hasPreviousPage endCursor } edges { cursor node { id } } } } }`;
const SCANS = `query Scans($first: Int, $after: String) { me { scansConnection(first: $first, after: $after) {
  totalCount pageInfo { hasNextPage hasPreviousPage endCursor } edges { cursor node { id } } } } }`;

async function walk(
  stack: Stack,
  query: string,
  token: string,
  pick: (data: never) => Connection,
  variables: Record<string, unknown>,
) {
  const ids: string[] = [];
  let after: string | null = null;
  let total = -1;
  for (let pages = 0; pages < 60; pages++) {
    const res = await stack.gql(query, { ...variables, after }, token);
    expect(res.body.errors).toBeUndefined();
    const connection = pick(res.body.data as never);
    expect(connection.pageInfo.hasPreviousPage).toBe(after !== null);
    total = connection.totalCount;
    ids.push(...connection.edges.map((edge) => edge.node.id));
    if (!connection.pageInfo.hasNextPage) return { ids, total };
    after = connection.pageInfo.endCursor;
  }
  throw new Error('more than 60 pages');
}

describe.each([
  ['with the lab keyset pages', ''],
  ['on offsets (a lab without keyset-paging)', 'roll-events'],
])('connections %s', (_name, extensions) => {
  let stack: Stack;
  let admin: string;
  let casey: string;
  beforeAll(async () => {
    stack = await startStack(extensions ? { LAB_EXTENSIONS: extensions } : {});
    [admin, casey] = await Promise.all([stack.login('admin@lab.test'), stack.login('customer@lab.test')]);
  }, 60_000);
  afterAll(() => stack?.close());

  it("walks the desk's orders in the list's order, filters kept", async () => {
    const list = await stack.gql<{ orders: { count: number; items: Array<{ id: string }> } }>(
      'query All { orders(limit: 100) { count items { id } } }',
      {},
      admin,
    );
    const all = list.body.data!.orders;
    const walked = await walk(
      stack,
      ORDERS,
      admin,
      (d: { ordersConnection: Connection }) => d.ordersConnection,
      {
        first: 4,
      },
    );
    expect(walked).toEqual({ ids: all.items.map((o) => o.id), total: all.count });
    const open = await walk(
      stack,
      ORDERS,
      admin,
      (d: { ordersConnection: Connection }) => d.ordersConnection,
      {
        first: 3,
        filter: { status: 'OPEN' },
      },
    );
    expect(open.total).toBe(8);
    expect(new Set(open.ids).size).toBe(8);
  });

  it("walks a customer's rolls and scans in their lists' order", async () => {
    type Ids = { items: Array<{ id: string }> };
    const lists = await stack.gql<{ me: { filmRolls: Ids; scans: Ids; more: Ids } }>(
      `query Lists { me { filmRolls(limit: 100) { items { id } } scans(limit: 100) { items { id } }
        more: scans(limit: 100, offset: 100) { items { id } } } }`,
      {},
      casey,
    );
    const { filmRolls, scans, more } = lists.body.data!.me;
    const rolls = await walk(
      stack,
      ROLLS,
      casey,
      (d: { me: { filmRollsConnection: Connection } }) => d.me.filmRollsConnection,
      { first: 1 },
    );
    expect(rolls.ids).toEqual(filmRolls.items.map((r) => r.id));
    const walkedScans = await walk(
      stack,
      SCANS,
      casey,
      (d: { me: { scansConnection: Connection } }) => d.me.scansConnection,
      { first: 7 },
    );
    expect(walkedScans.ids).toEqual([...scans.items, ...more.items].map((s) => s.id));
  });

  it('refuses a cursor that is not one of ours, on the field, and a page size out of range', async () => {
    const bad = await stack.gql(ORDERS, { first: 5, after: 'bm90IGEgY3Vyc29y' }, admin);
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
    const big = await stack.gql(ORDERS, { first: 101 }, admin);
    expect(big.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
    const customer = await stack.gql(ORDERS, { first: 5 }, casey);
    expect(customer.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the roll-events dashboard, paged', () => {
  let stack: Stack;
  let admin: string;
  beforeAll(async () => {
    stack = await startStack();
    admin = await stack.login('admin@lab.test');
  }, 60_000);
  afterAll(() => stack?.close());

  const PAGE = `query Page($after: String) { rollEventPage(event: SYNCED, days: 2, first: 3, after: $after) {
    pageInfo { hasNextPage endCursor } days { date count rolls { roll { id } orderNumber } } } }`;
  type Page = {
    rollEventPage: {
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      days: Array<{ date: string; count: number; rolls: Array<{ roll: { id: string } }> }>;
    };
  };

  it("answers every day's count with the first page, and the rest a page at a time", async () => {
    const first = await stack.gql<Page>(PAGE, {}, admin);
    const page = first.body.data!.rollEventPage;
    expect(page.days.map((day) => [day.count, day.rolls.length])).toEqual([
      [4, 3],
      [6, 0],
    ]);
    expect(page.pageInfo.hasNextPage).toBe(true);
    let after = page.pageInfo.endCursor;
    const seen = page.days.flatMap((day) => day.rolls.map((entry) => entry.roll.id));
    while (after) {
      const next = (await stack.gql<Page>(PAGE, { after }, admin)).body.data!.rollEventPage;
      seen.push(...next.days.flatMap((day) => day.rolls.map((entry) => entry.roll.id)));
      after = next.pageInfo.hasNextPage ? next.pageInfo.endCursor : null;
    }
    expect(seen).toHaveLength(10);
    expect(new Set(seen).size).toBe(10);
  });
});

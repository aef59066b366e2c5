import { invalidField } from '../../errors';
import { orderNumberMatch } from '../../services/order-number-match';
import { cursorMicros, decodeCursor, encodeCursor, fromCursorMicros } from '../../services/page-cursor';
import { containsPattern, type Queryable } from '../database';

export interface OrderSearch {
  customerId?: number;
  status?: string;
  location?: string;
  /** The number ('10' + id), the bare id, the customer's first, last or full name, or e-mail. */
  search?: string;
  limit: number;
  offset: number;
  /** The page after this cursor (an earlier page's `nextCursor`) instead of `offset`; not with `search`. */
  after?: string;
}

export interface OrderIdPage {
  ids: number[];
  count: number;
  /** The cursor of the page's last order when more follow (lists without `search`), else null. */
  nextCursor: string | null;
}

/**
 * A search lists at most this many orders (its `count` stops there): a name shared by thousands of customers still
 * answers at once, and no one pages past the 400th page of a search (docs/decisions/120-a-labs-volume.md).
 */
export const SEARCH_LIMIT = 10_000;

export const NEWEST_FIRST = 'ORDER BY o.created_at DESC, o.id DESC';

/** Builds one statement's parameters: each value pushed answers its placeholder. */
export function placeholders() {
  const params: unknown[] = [];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  return { params, p };
}

export function filters(search: OrderSearch, p: (value: unknown) => string): string[] {
  const where: string[] = [];
  if (search.customerId !== undefined) where.push(`o.customer_id = ${p(search.customerId)}`);
  if (search.status) where.push(`o.status = ${p(search.status)}`);
  if (search.location) where.push(`o.location = ${p(search.location)}`);
  return where;
}

/** At most this many customers take part in a search (the newest): enough for any name worth searching. */
export const SEARCH_CUSTOMERS = 10_000;

/**
 * The customers whose name or e-mail holds the term (trigram indexes, migration 040); a term of one or two
 * characters has no trigram, so it matches where a first name, last name or e-mail begins (migration 041). Read
 * first, as ids: the orders are then filtered by a hashed list instead of a name match per order, which the planner
 * took for cheap and ran on every order it walked.
 */
export async function matchingCustomers(q: Queryable, term: string): Promise<number[]> {
  const pattern = containsPattern(term);
  const where =
    term.length >= 3
      ? `(u.first_name || ' ' || u.last_name) ILIKE $1 OR u.email ILIKE $1`
      : `lower(u.first_name) LIKE $1 OR lower(u.last_name) LIKE $1 OR u.email LIKE $1`;
  const { rows } = await q.query<{ id: number }>(
    `SELECT u.id FROM users u WHERE ${where} ORDER BY u.id DESC LIMIT $2`,
    [term.length >= 3 ? pattern : pattern.slice(1).toLowerCase(), SEARCH_CUSTOMERS],
  );
  return rows.map((row) => row.id);
}

/** A page of order ids, newest first, and how many orders match in all. */
export async function searchOrderIds(q: Queryable, search: OrderSearch): Promise<OrderIdPage> {
  const term = search.search?.trim() || null;
  if (term !== null && search.after)
    throw invalidField('after', 'A search pages by offset (it lists at most 10,000 orders)');
  if (term === null) return listPage(q, search, []);
  return searchPage(q, search, term, orderNumberMatch(term, false)?.exact ?? []);
}

/** The orders named exactly by number, with the filters, newest first (at most two). */
export async function exactOrders(q: Queryable, search: OrderSearch, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const { params, p } = placeholders();
  const where = [`o.id = ANY(${p(ids)}::int[])`, ...filters(search, p)];
  const { rows } = await q.query<{ id: number }>(
    `SELECT o.id FROM orders o WHERE ${where.join(' AND ')} ${NEWEST_FIRST}`,
    params,
  );
  return rows.map((row) => row.id);
}

/** The filtered list (no search): the counters give the count, the (…, created_at, id) indexes the page. */
export async function listPage(q: Queryable, search: OrderSearch, exactIds: number[]): Promise<OrderIdPage> {
  const exact = search.after ? [] : await exactOrders(q, search, exactIds);
  const { params, p } = placeholders();
  const where = filters(search, p);
  if (exact.length > 0) where.push(`NOT (o.id = ANY(${p(exact)}::int[]))`);
  if (search.after) {
    const [time, id] = decodeCursor('orders', search.after);
    where.push(`(o.created_at, o.id) < (${fromCursorMicros(p(time))}, ${p(id)})`);
  }
  const skip = search.after ? 0 : Math.max(0, search.offset - exact.length);
  const take = search.limit - Math.max(0, Math.min(search.limit, exact.length - search.offset));
  const { rows } = await q.query<{ id: number; t: string }>(
    `SELECT o.id, ${cursorMicros('o.created_at')} AS t FROM orders o
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ${NEWEST_FIRST} LIMIT ${p(take + 1)} OFFSET ${p(skip)}`,
    params,
  );
  const more = rows.length > take;
  const page = rows.slice(0, take);
  const last = page.at(-1);
  return {
    ids: [...exact.slice(search.offset, search.offset + search.limit), ...page.map((row) => row.id)],
    count: exact.length + (await countList(q, search, exact)),
    nextCursor: more && last ? encodeCursor('orders', [last.t, last.id]) : null,
  };
}

/** A customer's own orders are counted (their own data); the lab's from the maintained counters (migration 041). */
async function countList(q: Queryable, search: OrderSearch, exact: number[]): Promise<number> {
  const { params, p } = placeholders();
  if (search.customerId !== undefined) {
    const where = filters(search, p);
    if (exact.length > 0) where.push(`NOT (o.id = ANY(${p(exact)}::int[]))`);
    const { rows } = await q.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM orders o WHERE ${where.join(' AND ')}`,
      params,
    );
    return rows[0]!.count;
  }
  const where: string[] = [];
  if (search.status) where.push(`status = ${p(search.status)}`);
  if (search.location) where.push(`location = ${p(search.location)}`);
  const { rows } = await q.query<{ count: number }>(
    `SELECT COALESCE(sum(count), 0)::int AS count FROM order_counts ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
    params,
  );
  return Math.max(0, rows[0]!.count - exact.length);
}

/** A search: the exact number first, then the orders of the customers it names, newest first. */
async function searchPage(
  q: Queryable,
  search: OrderSearch,
  term: string,
  exactIds: number[],
): Promise<OrderIdPage> {
  const exact = await exactOrders(q, search, exactIds);
  // Each statement gets its own placeholders: a parameter a statement does not use has no type.
  const customers = await matchingCustomers(q, term);
  const matching = (p: (value: unknown) => string) => {
    const where = [...filters(search, p), `o.customer_id = ANY(${p(customers)}::int[])`];
    if (exact.length > 0) where.push(`NOT (o.id = ANY(${p(exact)}::int[]))`);
    return `FROM orders o WHERE ${where.join(' AND ')}`;
  };
  const skip = Math.max(0, search.offset - exact.length);
  const take =
    Math.max(0, Math.min(search.limit, SEARCH_LIMIT - search.offset)) -
    Math.max(0, Math.min(search.limit, exact.length - search.offset));
  const pageSql = () => {
    const { params, p } = placeholders();
    const sql = `SELECT o.id ${matching(p)} ${NEWEST_FIRST} LIMIT ${p(take)} OFFSET ${p(skip)}`;
    return q.query<{ id: number }>(sql, params);
  };
  const countSql = () => {
    const { params, p } = placeholders();
    const sql = `SELECT count(*)::int AS count FROM (SELECT 1 ${matching(p)} LIMIT ${p(SEARCH_LIMIT + 1)}) o`;
    return q.query<{ count: number }>(sql, params);
  };
  const page = take > 0 ? await pageSql() : { rows: [] };
  const counted = await countSql();
  return {
    ids: [...exact.slice(search.offset, search.offset + search.limit), ...page.rows.map((row) => row.id)],
    count: Math.min(SEARCH_LIMIT, exact.length + counted.rows[0]!.count),
    nextCursor: null,
  };
}

import { orderNumberMatch } from '../../services/order-number-match';
import type { Queryable } from '../database';
import {
  exactOrders,
  listPage,
  matchingCustomers,
  NEWEST_FIRST,
  placeholders,
  SEARCH_LIMIT,
} from './orders-search';

/**
 * The desk header's quick search (typed as you go, docs/decisions/102-desk-rules.md): the order a number names
 * exactly first, then the orders whose number the digits begin, highest number first (each range of ids read
 * backwards along the primary key, so a prefix shared by a hundred thousand orders costs no more than a rare one),
 * then the orders of the customers whose name or e-mail holds the term, newest first. `count` stops at 10,000.
 */
export async function quickSearchIds(
  q: Queryable,
  term: string,
  limit: number,
): Promise<{ ids: number[]; count: number }> {
  const numbers = orderNumberMatch(term, true);
  // '1' or '10' begins every number: the whole list, newest first, its exact order first.
  if (numbers?.prefix === 'all') {
    const page = await listPage(q, { limit, offset: 0 }, numbers.exact);
    return { ids: page.ids, count: page.count };
  }
  const exact = await exactOrders(q, { limit, offset: 0 }, numbers?.exact ?? []);
  const ranges = numbers?.prefix ?? [];
  const notExact = (p: (value: unknown) => string) =>
    exact.length > 0 ? `AND NOT (o.id = ANY(${p(exact)}::int[]))` : '';

  let prefixed: number[] = [];
  let prefixCount = 0;
  if (ranges.length > 0) {
    const top = placeholders();
    const byRange = ranges.map(
      ([low, high]) => `(SELECT o.id FROM orders o WHERE o.id BETWEEN ${top.p(low)} AND ${top.p(high)}
        ${notExact(top.p)} ORDER BY o.id DESC LIMIT ${top.p(limit)})`,
    );
    const { rows } = await q.query<{ id: number }>(
      `SELECT id FROM (${byRange.join(' UNION ALL ')}) o ORDER BY id DESC LIMIT ${top.p(limit)}`,
      top.params,
    );
    prefixed = rows.map((row) => row.id);
    const all = placeholders();
    const counts = ranges.map(
      ([low, high]) => `(SELECT 1 FROM orders o WHERE o.id BETWEEN ${all.p(low)} AND ${all.p(high)}
        ${notExact(all.p)} LIMIT ${all.p(SEARCH_LIMIT + 1)})`,
    );
    const counted = await q.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM (${counts.join(' UNION ALL ')}) o`,
      all.params,
    );
    prefixCount = counted.rows[0]!.count;
  }

  // The customers' orders, leaving out those the numbers already found.
  const customers = await matchingCustomers(q, term);
  const byCustomer = (p: (value: unknown) => string) => {
    const outside = ranges.map(([low, high]) => `AND o.id NOT BETWEEN ${p(low)} AND ${p(high)}`).join(' ');
    return `FROM orders o WHERE o.customer_id = ANY(${p(customers)}::int[]) ${notExact(p)} ${outside}`;
  };
  const page = placeholders();
  const { rows } = await q.query<{ id: number }>(
    `SELECT o.id ${byCustomer(page.p)} ${NEWEST_FIRST} LIMIT ${page.p(limit)}`,
    page.params,
  );
  const all = placeholders();
  const counted = await q.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM (SELECT 1 ${byCustomer(all.p)} LIMIT ${all.p(SEARCH_LIMIT + 1)}) o`,
    all.params,
  );
  return {
    ids: [...exact, ...prefixed, ...rows.map((row) => row.id)].slice(0, limit),
    count: Math.min(SEARCH_LIMIT, exact.length + prefixCount + counted.rows[0]!.count),
  };
}

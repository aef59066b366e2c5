import type { Queryable } from '../database';

// Writes of an order's own row and its rolls, lines and prints. Lists go in as one JSON parameter
// (json_to_recordset), so an order of 100 rolls is still one statement.

export interface OrderHead {
  id: number;
  customerId: number;
  status: 'OPEN' | 'INVOICED' | 'PAID' | 'COMPLETE' | 'CANCELED';
  location: string;
  total: number | null;
  appliedCredit: number;
  anyRollReceived: boolean;
}

/** The order's state for a decision, locked for the rest of the transaction. */
export async function findOrderHead(q: Queryable, orderId: number): Promise<OrderHead | null> {
  const { rows } = await q.query<OrderHead>(
    `SELECT o.id, o.customer_id AS "customerId", o.status, o.location, o.total, o.applied_credit AS "appliedCredit",
       EXISTS (SELECT 1 FROM film_rolls r WHERE r.order_id = o.id AND r.received_at IS NOT NULL) AS "anyRollReceived"
     FROM orders o WHERE o.id = $1 FOR UPDATE`,
    [orderId],
  );
  return rows[0] ?? null;
}

export async function findOrderIdByKey(
  q: Queryable,
  customerId: number,
  key: string,
): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    'SELECT id FROM orders WHERE customer_id = $1 AND idempotency_key = $2',
    [customerId, key],
  );
  return rows[0]?.id ?? null;
}

export interface NewOrderRow {
  customerId: number;
  location: string;
  notes: string | null;
  internalNotes: string | null;
  idempotencyKey: string;
}

export async function insertOrder(q: Queryable, order: NewOrderRow): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO orders (customer_id, status, location, notes, internal_notes, idempotency_key)
     VALUES ($1, 'OPEN', $2, $3, $4, $5) RETURNING id`,
    [order.customerId, order.location, order.notes, order.internalNotes, order.idempotencyKey],
  );
  return rows[0]!.id;
}

export async function markFirstOrderCreated(q: Queryable, userId: number): Promise<void> {
  await q.query(
    'UPDATE users SET first_order_created = true, updated_at = now() WHERE id = $1 AND NOT first_order_created',
    [userId],
  );
}

export async function isDropOffLocation(q: Queryable, name: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM locations WHERE name = $1', [name]);
  return rows.length > 0;
}

export interface OrderFieldsPatch {
  notes?: string | null;
  internalNotes?: string | null;
  location?: string;
}

/** Sets the keys present in the patch and stamps updated_at (every change to an order goes through here). */
/** Every change to an order or its rolls stamps the order's updated_at (services/order-actions.ts changeOrder). */
export async function touchOrder(q: Queryable, orderId: number): Promise<void> {
  await q.query('UPDATE orders SET updated_at = now() WHERE id = $1', [orderId]);
}

export async function updateOrderFields(
  q: Queryable,
  orderId: number,
  patch: OrderFieldsPatch,
): Promise<void> {
  await q.query(
    `UPDATE orders SET
       notes = CASE WHEN $2 THEN $3 ELSE notes END,
       internal_notes = CASE WHEN $4 THEN $5 ELSE internal_notes END,
       location = COALESCE($6, location),
       updated_at = now()
     WHERE id = $1`,
    [
      orderId,
      patch.notes !== undefined,
      patch.notes ?? null,
      patch.internalNotes !== undefined,
      patch.internalNotes ?? null,
      patch.location ?? null,
    ],
  );
}

export async function deleteOrder(q: Queryable, orderId: number): Promise<void> {
  await q.query('DELETE FROM orders WHERE id = $1', [orderId]);
}

export interface OrderRollState {
  id: number;
  received: boolean;
  scanned: boolean;
  /** What the spec's derived roll keys of an edit are checked against (pushPullId, returnToCustomer). */
  pushPull: number;
  negativesAction: string;
}

/** The order's rolls by id, with how far each got: enough to check ids a request names. */
export async function findOrderRolls(q: Queryable, orderId: number): Promise<OrderRollState[]> {
  const { rows } = await q.query<OrderRollState>(
    `SELECT id, received_at IS NOT NULL AS received, scanned_at IS NOT NULL AS scanned,
       push_pull AS "pushPull", negatives_action AS "negativesAction"
     FROM film_rolls WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
  return rows;
}

export interface NewLine {
  key: string;
  description: string;
  productType: string;
  unitAmount: number;
  quantity: number;
  creditsApplied: number;
}

export async function insertLines(q: Queryable, orderId: number, lines: NewLine[]): Promise<void> {
  if (lines.length === 0) return;
  await q.query(
    `INSERT INTO order_lines (order_id, key, description, product_type, unit_amount, quantity, credits_applied)
     SELECT $1, x.key, x.description, x."productType", x."unitAmount", x.quantity, x."creditsApplied"
     FROM json_array_elements($2::json) WITH ORDINALITY AS e(value, n), json_to_record(e.value) AS x(key text,
       description text, "productType" text, "unitAmount" int, quantity int, "creditsApplied" int)
     ORDER BY e.n`,
    [orderId, JSON.stringify(lines)],
  );
}

export interface NewPrint {
  paper: { name: string; paperType: string };
  width: number;
  height: number;
  border: number;
  amount: number;
  quantity: number;
  draftId: string | null;
}

export async function insertPrints(q: Queryable, orderId: number, prints: NewPrint[]): Promise<void> {
  if (prints.length === 0) return;
  const records = prints.map(({ paper, ...print }) => ({
    ...print,
    paperName: paper.name,
    paperType: paper.paperType,
  }));
  await q.query(
    `INSERT INTO order_prints (order_id, paper_name, paper_type, width, height, border, amount, quantity, draft_id)
     SELECT $1, x."paperName", x."paperType", x.width, x.height, x.border, x.amount, x.quantity, x."draftId"
     FROM json_array_elements($2::json) WITH ORDINALITY AS e(value, n), json_to_record(e.value) AS x("paperName" text,
       "paperType" text, width numeric, height numeric, border numeric, amount int, quantity int, "draftId" text)
     ORDER BY e.n`,
    [orderId, JSON.stringify(records)],
  );
}

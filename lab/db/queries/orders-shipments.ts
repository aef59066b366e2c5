import type { Queryable } from '../database';

export interface NewShipmentRow {
  method: string;
  serviceLevel: string | null;
  toCustomer: boolean;
  customerAddressId: number | null;
}

export async function insertShipment(
  q: Queryable,
  orderId: number,
  shipment: NewShipmentRow,
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO shipments (order_id, method, service_level, to_customer, customer_address_id)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [orderId, shipment.method, shipment.serviceLevel, shipment.toCustomer, shipment.customerAddressId],
  );
  return rows[0]!.id;
}

export interface StoredLabel {
  carrier: string;
  trackingNumber: string;
  labelName: string;
}

export async function setShipmentLabel(q: Queryable, shipmentId: number, label: StoredLabel): Promise<void> {
  await q.query('UPDATE shipments SET carrier = $2, tracking_number = $3, label = $4::jsonb WHERE id = $1', [
    shipmentId,
    label.carrier,
    label.trackingNumber,
    JSON.stringify({ labelName: label.labelName }),
  ]);
}

export async function hasOutgoingLabel(q: Queryable, orderId: number): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM shipments WHERE order_id = $1 AND method = 'PREPAID_LABEL' AND NOT to_customer`,
    [orderId],
  );
  return rows.length > 0;
}

/** The label file of one shipment of one order: undefined when no such shipment, null when it has no label. */
export async function findShipmentLabelName(
  q: Queryable,
  orderId: number,
  shipmentId: number,
): Promise<string | null | undefined> {
  const { rows } = await q.query<{ labelName: string | null }>(
    `SELECT label->>'labelName' AS "labelName" FROM shipments WHERE id = $1 AND order_id = $2`,
    [shipmentId, orderId],
  );
  return rows[0] ? rows[0].labelName : undefined;
}

export interface LabAddress {
  name: string;
  address1: string;
  city: string;
  state: string;
  zip: string;
}

/** A drop-off location as a label's address, by its name (film is sent to the lab's own location). */
export async function findLocationAddress(q: Queryable, name: string): Promise<LabAddress | null> {
  const { rows } = await q.query<LabAddress>(
    'SELECT name, address1, city, state, zip FROM locations WHERE name = $1',
    [name],
  );
  return rows[0] ?? null;
}

/** The customer's name as a label prints it. */
export async function findCustomerName(q: Queryable, userId: number): Promise<string | null> {
  const { rows } = await q.query<{ name: string }>(
    `SELECT first_name || ' ' || last_name AS name FROM users WHERE id = $1`,
    [userId],
  );
  return rows[0]?.name ?? null;
}

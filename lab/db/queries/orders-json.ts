import type { LabConfig } from '../../config';
import { labelLink } from '../../services/shipping-labels';
import type { Queryable } from '../database';
import { ADDRESS_JSON, type AddressJson } from './user-json';

// The order wrapper of docs/lab-behaviour.md. Every list of an order comes from a correlated subquery as JSON, so any
// number of wrappers is one query (the list pages load 25 at a time; one query per order or roll would be 100s).

/** A timestamp as the other answers write it (ISO 8601, UTC, milliseconds): json_build_object would add +00:00. */
export const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const ROLL_EVENTS = ['received', 'developed', 'scanned', 'synced', 'delivered', 'shipped'] as const;
export type RollEventName = (typeof ROLL_EVENTS)[number];

/** The negatives actions that send the negatives back to the customer (spec §3 roll default `returnToCustomer`). */
export const RETURN_TO_CUSTOMER_ACTIONS = ['SHIP', 'PICK_UP_SHIP'] as const;

const EVENT_ORDER = `array_position(ARRAY['${ROLL_EVENTS.join("','")}'], e.event)`;

/**
 * One FilmRoll, from `film_rolls` aliased `r`. The spec's roll keys follow from the row: filmRollId is the roll's own
 * id (the roll is the film roll record holding its scans), pushPullId and crossProcessId are the add-on keys,
 * returnToCustomer follows the negatives action (RETURN_TO_CUSTOMER_ACTIONS).
 */
export const ROLL_JSON = `json_build_object('id', r.id, 'orderId', r.order_id, 'customerId', r.customer_id,
    'pickUpId', r.pick_up_id, 'filmRollId', r.id, 'process', r.process, 'format', r.format, 'brand', r.brand,
    'model', r.model, 'pushPull', r.push_pull,
    'pushPullId', CASE WHEN r.push_pull <> 0 THEN 'pushpullroll' END,
    'crossProcessId', CASE WHEN r.cross_process THEN 'crossprocessroll' END,
    'returnToCustomer', r.negatives_action IN ('${RETURN_TO_CUSTOMER_ACTIONS.join("', '")}'),
    'addPrints', r.add_prints, 'addRush', r.add_rush,
    'sleeving', r.sleeving, 'scanQuality', r.scan_quality, 'halfFrames', r.half_frames,
    'negativesAction', r.negatives_action, 'notes', r.notes,
    'events', COALESCE((SELECT json_agg(json_build_object('event', e.event, 'at', ${iso('e.at')},
        'recordedBy', staff.first_name) ORDER BY e.at, ${EVENT_ORDER})
      FROM roll_events e LEFT JOIN users staff ON staff.id = e.recorded_by WHERE e.roll_id = r.id), '[]'::json),
    'createdAt', ${iso('r.created_at')})`;

const ORDER_JSON = `json_build_object('id', o.id, 'customerId', o.customer_id, 'status', o.status,
    'location', o.location, 'notes', o.notes, 'internalNotes', o.internal_notes, 'subtotal', o.subtotal,
    'appliedDiscount', o.applied_discount, 'appliedCredit', o.applied_credit, 'tax', o.tax, 'total', o.total,
    'paymentId', o.payment_id, 'kind', o.kind,
    'createdAt', ${iso('o.created_at')}, 'updatedAt', ${iso('o.updated_at')},
    'invoicedAt', ${iso('o.invoiced_at')}, 'paidAt', ${iso('o.paid_at')},
    'completedAt', ${iso('o.completed_at')}, 'canceledAt', ${iso('o.canceled_at')},
    'printsReadyAt', ${iso('o.prints_ready_at')})`;

/** Shipment rows of the order `o`; the label's link is signed per answer in TypeScript (see toShipment). */
const SHIPMENTS_JSON = `COALESCE((SELECT json_agg(json_build_object('id', s.id, 'orderId', s.order_id,
      'method', s.method, 'serviceLevel', s.service_level, 'toCustomer', s.to_customer,
      'customerAddressId', s.customer_address_id, 'address', CASE WHEN a.id IS NULL THEN NULL ELSE ${ADDRESS_JSON} END,
      'carrier', s.carrier, 'trackingNumber', s.tracking_number, 'labelName', s.label->>'labelName',
      'createdAt', ${iso('s.created_at')}) ORDER BY s.id)
    FROM shipments s LEFT JOIN addresses a ON a.id = s.customer_address_id WHERE s.order_id = o.id), '[]'::json)`;

const WRAPPERS_SQL = `SELECT o.id, ${ORDER_JSON} AS "order",
    json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'email', u.email) AS customer,
    COALESCE((SELECT json_agg(${ROLL_JSON} ORDER BY r.id) FROM film_rolls r WHERE r.order_id = o.id),
      '[]'::json) AS rolls,
    ${SHIPMENTS_JSON} AS shipments,
    COALESCE((SELECT json_agg(json_build_object('id', p.id, 'userId', p.user_id, 'orderId', p.order_id,
        'receivedAt', ${iso('p.received_at')}, 'rollCount', p.roll_count, 'location', p.location) ORDER BY p.id)
      FROM pick_ups p WHERE p.order_id = o.id), '[]'::json) AS "pickUps",
    COALESCE((SELECT json_agg(json_build_object('id', l.id, 'key', l.key, 'description', l.description,
        'productType', l.product_type, 'unitAmount', l.unit_amount, 'quantity', l.quantity,
        'creditsApplied', l.credits_applied, 'amount', l.amount) ORDER BY l.id)
      FROM order_lines l WHERE l.order_id = o.id), '[]'::json) AS lines,
    COALESCE((SELECT json_agg(json_build_object('id', pr.id,
        'paper', json_build_object('name', pr.paper_name, 'paperType', pr.paper_type),
        'width', pr.width::float8, 'height', pr.height::float8, 'border', pr.border::float8,
        'amount', pr.amount, 'quantity', pr.quantity, 'draftId', pr.draft_id, 'kind', pr.kind,
        'scanId', pr.scan_id) ORDER BY pr.id)
      FROM order_prints pr WHERE pr.order_id = o.id), '[]'::json) AS prints,
    COALESCE((SELECT json_agg(json_build_object('kind', c.kind, 'quantity', c.quantity)
        ORDER BY array_position(ARRAY['DEV_SCAN', 'SCAN_4K', 'RUSH', 'PRO_SCAN'], c.kind))
      FROM order_credits c WHERE c.order_id = o.id), '[]'::json) AS credits,
    (SELECT json_build_object('code', pc.code, 'coupon', json_build_object('amount_off', cp.amount_off,
        'percent_off', cp.percent_off::float8, 'product_type', cp.product_type))
      FROM promotion_codes pc JOIN coupons cp ON cp.id = pc.coupon_id WHERE pc.id = o.promotion_code_id) AS promo
  FROM orders o JOIN users u ON u.id = o.customer_id WHERE o.id = ANY($1::int[])`;

export interface ShipmentJson {
  id: number;
  orderId: number;
  method: string;
  serviceLevel: string | null;
  toCustomer: boolean;
  customerAddressId: number | null;
  address: AddressJson | null;
  carrier: string | null;
  trackingNumber: string | null;
  /** The spec's shipping-provider label record: JSON text, `{"postage_label":{"label_url":…}}` (labelRecord). */
  label: string | null;
  createdAt: string;
}

type ShipmentRow = Omit<ShipmentJson, 'label'> & { labelName: string | null };

export interface OrderWrapper {
  order: { id: number; customerId: number; status: string; internalNotes?: string | null } & Record<
    string,
    unknown
  >;
  customer: { id: number; firstName: string; lastName: string; email: string };
  rolls: Array<{ id: number } & Record<string, unknown>>;
  shipments: ShipmentJson[];
  pickUps: PickUpJson[];
  /** The first of pickUps, or null (spec §3 wrapper's `pickUp`). */
  pickUp: PickUpJson | null;
  lines: unknown[];
  prints: unknown[];
  credits: { kind: string; quantity: number }[];
  promo: unknown;
}

type PickUpJson = { rollCount: number } & Record<string, unknown>;

type WrapperRow = Omit<OrderWrapper, 'shipments' | 'pickUp'> & { id: number; shipments: ShipmentRow[] };

/** Who is asking: staff see internal notes; label links are signed with the lab's key. */
export interface OrderView {
  admin: boolean;
  config: LabConfig;
}

/**
 * The spec's label record (§3 Shipment: "a shipping-provider label record (JSON text holding the postage label
 * link)"), in the shipping provider's names, the link signed for this answer.
 */
export const labelRecord = (labelUrl: string): string =>
  JSON.stringify({ postage_label: { label_url: labelUrl } });

export function toShipment(row: ShipmentRow, config: LabConfig): ShipmentJson {
  const { labelName, ...shipment } = row;
  return { ...shipment, label: labelName ? labelRecord(labelLink(config, labelName)) : null };
}

/** Wrappers in the order of `ids`; ids with no order are left out. */
export async function loadOrders(q: Queryable, ids: number[], view: OrderView): Promise<OrderWrapper[]> {
  if (ids.length === 0) return [];
  const { rows } = await q.query<WrapperRow>(WRAPPERS_SQL, [ids]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { customer, rolls, shipments, pickUps, lines, prints, credits, promo } = row;
    // The counts follow from the rolls and pick-ups the row already holds; null before any pick-up.
    const order = {
      ...row.order,
      expectedRollCount: rolls.length,
      receivedRollCount:
        pickUps.length > 0 ? pickUps.reduce((sum, pickUp) => sum + pickUp.rollCount, 0) : null,
    };
    // Customers get the key left out, not null: internal notes are not theirs to know exist.
    const { internalNotes: _staffOnly, ...customerOrder } = order;
    return [
      {
        order: view.admin ? order : customerOrder,
        customer,
        rolls,
        shipments: shipments.map((shipment) => toShipment(shipment, view.config)),
        pickUps,
        pickUp: pickUps[0] ?? null,
        lines,
        prints,
        credits,
        promo,
      } as OrderWrapper,
    ];
  });
}

export async function loadOrder(q: Queryable, id: number, view: OrderView): Promise<OrderWrapper | null> {
  const [wrapper] = await loadOrders(q, [id], view);
  return wrapper ?? null;
}

/** The shipments of one order, newest last (GET /orders/{id}/shipments). */
export async function loadShipments(
  q: Queryable,
  orderId: number,
  config: LabConfig,
): Promise<ShipmentJson[] | null> {
  const { rows } = await q.query<{ shipments: ShipmentRow[] }>(
    `SELECT ${SHIPMENTS_JSON} AS shipments FROM orders o WHERE o.id = $1`,
    [orderId],
  );
  return rows[0] ? rows[0].shipments.map((row) => toShipment(row, config)) : null;
}

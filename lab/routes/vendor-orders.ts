import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import type { LabDeps } from '../deps';
import { conflict, forbidden, invalidField, notFound } from '../errors';
import { requireAdmin, requireAuth, requireSelfOrAdmin } from '../services/auth';
import { type BlobStore, blobStoreFor } from '../services/blob-store';
import { idSchema, parseInput } from '../validation';

// Vendor orders (docs/decisions/084-vendor-orders.md): staff send an order's prints to an outside print shop (a
// VENDOR user); the shop sees only the orders sent to it, with read links to the files, marks them printed, then
// shipped with a tracking number; the customer sees that status on their order.

const VENDOR_ORDER_NOT_FOUND = 'Vendor order not found';

export const idParams = z.strictObject({ id: idSchema });
export const userParams = z.strictObject({ id: idSchema });
export const assignBody = z.strictObject({ vendorId: idSchema });
export const listQuery = z.strictObject({
  status: z.enum(['ASSIGNED', 'PRINTED', 'SHIPPED']).optional(),
  vendorId: idSchema.optional(),
});
export const shippedBody = z.strictObject({
  carrier: z.enum(['FEDEX', 'USPS', 'UPS'], { error: 'Must be FEDEX, USPS or UPS' }),
  trackingNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{6,40}$/, { error: 'Must be 6 to 40 letters and digits' }),
});

interface VendorOrderRow {
  id: number;
  order_id: number;
  vendor_id: number;
  vendor_name: string;
  status: 'ASSIGNED' | 'PRINTED' | 'SHIPPED';
  carrier: string | null;
  tracking_number: string | null;
  assigned_at: Date;
  printed_at: Date | null;
  shipped_at: Date | null;
  customer_id: number;
  customer_name: string;
  location: string;
  ships: boolean;
  ship_to: Record<string, string | null> | null;
  prints: {
    id: number;
    scanId: number | null;
    rollId: number | null;
    frame: number | null;
    thumbKey: string | null;
    paperName: string;
    paperType: string;
    width: number;
    height: number;
    border: number;
    quantity: number;
    draftId: string | null;
    jpegKey: string | null;
  }[];
}

const SELECT = `
  SELECT v.id, v.order_id, v.vendor_id, vu.first_name || ' ' || vu.last_name AS vendor_name, v.status, v.carrier,
         v.tracking_number, v.assigned_at, v.printed_at, v.shipped_at, o.customer_id,
         cu.first_name || ' ' || cu.last_name AS customer_name,
         o.location,
         -- How the customer chose to receive the prints (decision 106): shipped when the order sends something back
         -- to them (a shop order's delivery, a development order's return), to that shipment's address (else their
         -- primary one); otherwise picked up, and the print shop is given no address.
         EXISTS (SELECT 1 FROM shipments sh WHERE sh.order_id = o.id AND sh.to_customer) AS ships,
         CASE WHEN EXISTS (SELECT 1 FROM shipments sh WHERE sh.order_id = o.id AND sh.to_customer) THEN
           (SELECT json_build_object('address1', a.address1, 'address2', a.address2, 'city', a.city,
                                     'state', a.state, 'zip', a.zip, 'country', a.country)
              FROM addresses a
              LEFT JOIN shipments sh ON sh.customer_address_id = a.id AND sh.order_id = o.id AND sh.to_customer
             WHERE a.user_id = o.customer_id
             ORDER BY sh.id DESC NULLS LAST, a.is_primary DESC, a.id LIMIT 1)
         END AS ship_to,
         COALESCE((SELECT json_agg(json_build_object('id', p.id, 'paperName', p.paper_name, 'paperType', p.paper_type,
                                   'width', p.width::float, 'height', p.height::float, 'border', p.border::float,
                                   'quantity', p.quantity, 'draftId', p.draft_id, 'scanId', p.scan_id,
                                   'rollId', sc.roll_id, 'frame', sc.frame,
                                   'thumbKey', COALESCE(d.jpeg_key, sc.thumbnail_key),
                                   -- A 4x6 print's file is its frame's full-size scan (decision 095).
                                   'jpegKey', COALESCE(d.jpeg_key, sc.hi_res_key)) ORDER BY p.id)
                     FROM order_prints p LEFT JOIN print_drafts d ON d.id = p.draft_id
                     LEFT JOIN scans sc ON sc.id = p.scan_id
                    WHERE p.order_id = o.id), '[]') AS prints
  FROM vendor_orders v
  JOIN orders o ON o.id = v.order_id
  JOIN users vu ON vu.id = v.vendor_id
  JOIN users cu ON cu.id = o.customer_id`;

async function vendorOrderJson(store: BlobStore, row: VendorOrderRow, forCustomer = false) {
  const base = {
    id: row.id,
    orderId: row.order_id,
    vendorName: row.vendor_name,
    status: row.status,
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
    assignedAt: row.assigned_at,
    printedAt: row.printed_at,
    shippedAt: row.shipped_at,
  };
  if (forCustomer) return base;
  return {
    ...base,
    vendorId: row.vendor_id,
    customerId: row.customer_id,
    customerName: row.customer_name,
    delivery: row.ships ? ('SHIP' as const) : ('PICK_UP' as const),
    location: row.location,
    shipTo: row.ships ? row.ship_to : null,
    prints: await Promise.all(
      row.prints.map(async ({ jpegKey, thumbKey, ...print }) => ({
        ...print,
        // The file to print: the converted draft's JPEG (or a 4x6 frame's scan), as a signed read link.
        read: jpegKey ? await store.signedReadUrl(jpegKey, { download: false }) : null,
        // The picture to tell the prints apart by: the frame's thumbnail (a large print's own JPEG).
        thumbnail: thumbKey ? await store.signedReadUrl(thumbKey, { download: false }) : null,
      })),
    ),
  };
}

async function findVendorOrder(db: Queryable, id: number, lock = false) {
  const { rows } = await db.query<VendorOrderRow>(
    lock ? 'SELECT * FROM vendor_orders WHERE id = $1 FOR UPDATE' : `${SELECT} WHERE v.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** A vendor reaches only the orders sent to it (others are 404, so ids do not leak); admins reach all. */
function requireVendorOf(request: FastifyRequest, row: { vendor_id: number } | null) {
  const auth = requireAuth(request);
  if (auth.role === 'ADMIN') {
    requireAdmin(request);
  } else if (auth.role !== 'VENDOR' || !row || row.vendor_id !== auth.userId) {
    throw notFound(VENDOR_ORDER_NOT_FOUND);
  }
  if (!row) throw notFound(VENDOR_ORDER_NOT_FOUND);
}

export function vendorOrderRoutes(app: FastifyInstance, deps: LabDeps): void {
  const { db, config } = deps;
  const store = () => blobStoreFor(config);

  app.get('/vendor-orders', async (request) => {
    const auth = requireAuth(request);
    const query = parseInput(listQuery, request.query);
    let vendorId: number | undefined;
    if (auth.role === 'VENDOR') {
      if (query.vendorId !== undefined && query.vendorId !== auth.userId) throw forbidden();
      vendorId = auth.userId;
    } else {
      requireAdmin(request);
      vendorId = query.vendorId;
    }
    const { rows } = await db.query<VendorOrderRow>(
      `${SELECT} WHERE ($1::int IS NULL OR v.vendor_id = $1) AND ($2::text IS NULL OR v.status = $2)
       ORDER BY v.assigned_at DESC, v.id DESC LIMIT 200`,
      [vendorId ?? null, query.status ?? null],
    );
    return Promise.all(rows.map((row) => vendorOrderJson(store(), row)));
  });

  app.get('/vendor-orders/:id', async (request) => {
    const { id } = parseInput(idParams, request.params);
    const row = await findVendorOrder(db, id);
    requireVendorOf(request, row);
    return vendorOrderJson(store(), row!);
  });

  app.post('/orders/:id/vendor-order', async (request, reply) => {
    requireAdmin(request);
    const { id } = parseInput(idParams, request.params);
    const { vendorId } = parseInput(assignBody, request.body);
    const vendorOrderId = await db.transaction(async (tx) => {
      const order = await tx.query<{ status: string }>('SELECT status FROM orders WHERE id = $1 FOR UPDATE', [
        id,
      ]);
      if (!order.rows[0]) throw notFound('Order not found');
      const vendor = await tx.query('SELECT 1 FROM users WHERE id = $1 AND role = $2', [vendorId, 'VENDOR']);
      if (vendor.rows.length === 0) throw invalidField('vendorId', 'Must be a print vendor');
      const prints = await tx.query('SELECT 1 FROM order_prints WHERE order_id = $1 LIMIT 1', [id]);
      if (prints.rows.length === 0) throw conflict('This order has no prints to send to a vendor');
      const existing = await tx.query('SELECT 1 FROM vendor_orders WHERE order_id = $1', [id]);
      if (existing.rows.length > 0) throw conflict("This order's prints were already sent to a vendor");
      const { rows } = await tx.query<{ id: number }>(
        'INSERT INTO vendor_orders (order_id, vendor_id) VALUES ($1, $2) RETURNING id',
        [id, vendorId],
      );
      return rows[0]!.id;
    });
    return reply
      .status(201)
      .send(await vendorOrderJson(store(), (await findVendorOrder(db, vendorOrderId))!));
  });

  const transition = (path: string, from: VendorOrderRow['status'], to: VendorOrderRow['status']) =>
    app.put(`/vendor-orders/:id/${path}`, async (request) => {
      const { id } = parseInput(idParams, request.params);
      const shipped = to === 'SHIPPED' ? parseInput(shippedBody, request.body) : null;
      await db.transaction(async (tx) => {
        const row = await findVendorOrder(tx, id, true);
        requireVendorOf(request, row);
        if (row!.status !== from) {
          throw conflict(
            to === 'PRINTED'
              ? 'This order is already marked printed'
              : 'Mark the order printed before shipping it',
          );
        }
        await tx.query(
          to === 'PRINTED'
            ? `UPDATE vendor_orders SET status = 'PRINTED', printed_at = now() WHERE id = $1`
            : `UPDATE vendor_orders SET status = 'SHIPPED', shipped_at = now(), carrier = $2, tracking_number = $3
               WHERE id = $1`,
          shipped ? [id, shipped.carrier, shipped.trackingNumber.toUpperCase()] : [id],
        );
      });
      return vendorOrderJson(store(), (await findVendorOrder(db, id))!);
    });
  transition('printed', 'ASSIGNED', 'PRINTED');
  transition('shipped', 'PRINTED', 'SHIPPED');

  // The customer's view: which shop has their prints, and the tracking number once shipped.
  app.get('/users/:id/vendor-orders', async (request) => {
    const { id } = parseInput(userParams, request.params);
    requireSelfOrAdmin(request, id);
    const { rows } = await db.query<VendorOrderRow>(`${SELECT} WHERE o.customer_id = $1 ORDER BY v.id DESC`, [
      id,
    ]);
    return Promise.all(rows.map((row) => vendorOrderJson(store(), row, true)));
  });
}

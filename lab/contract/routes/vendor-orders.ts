// Contracts of the vendor orders (see define.ts); split from catalogue.ts. Registered on import by routes/index.ts.
import { z } from 'zod';
import {
  assignBody,
  shippedBody,
  idParams as vendorOrderParams,
  listQuery as vendorOrderQuery,
  userParams as vendorUserParams,
} from '../../routes/vendor-orders';
import { defineRoutes, type RouteContract } from '../define';
import { CustomerVendorOrder, VendorOrder } from '../shapes/vendor-orders';

const vendorTransition = (to: 'PRINTED' | 'SHIPPED'): RouteContract => ({
  summary:
    to === 'PRINTED'
      ? 'Mark a vendor order printed'
      : 'Mark a vendor order shipped, with its tracking number',
  description:
    to === 'PRINTED'
      ? '409 unless the order is ASSIGNED.'
      : '409 unless the order is PRINTED. The tracking number is stored upper-case.',
  access: 'vendor',
  extension: 'vendor-orders',
  params: vendorOrderParams,
  ...(to === 'SHIPPED'
    ? { body: shippedBody, bodyExample: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' } }
    : {}),
  answers: { 200: VendorOrder },
  errors: [409],
});

defineRoutes({
  // ── Vendor orders ──
  'GET /vendor-orders': {
    summary: 'Vendor orders, newest first',
    description:
      "A vendor sees its own (403 when it asks for another vendor's); staff see all, or one vendor's. At most 200.",
    access: 'vendor',
    extension: 'vendor-orders',
    query: vendorOrderQuery,
    answers: { 200: z.array(VendorOrder) },
  },
  'GET /vendor-orders/:id': {
    summary: 'A vendor order',
    description: 'Its vendor or staff; 404 for anyone else.',
    access: 'vendor',
    extension: 'vendor-orders',
    params: vendorOrderParams,
    answers: { 200: VendorOrder },
  },
  'POST /orders/:id/vendor-order': {
    summary: "Send an order's prints to a print vendor",
    description:
      '400 on `vendorId` when it is not a VENDOR; 409 when the order has no prints or they were already sent.',
    access: 'admin',
    extension: 'vendor-orders',
    params: vendorOrderParams,
    body: assignBody,
    bodyExample: { vendorId: 4 },
    answers: { 201: VendorOrder },
    errors: [404, 409],
  },
  'PUT /vendor-orders/:id/printed': vendorTransition('PRINTED'),
  'PUT /vendor-orders/:id/shipped': vendorTransition('SHIPPED'),
  'GET /users/:id/vendor-orders': {
    summary: "The customer's vendor orders, newest first",
    access: 'owner',
    extension: 'vendor-orders',
    params: vendorUserParams,
    answers: { 200: z.array(CustomerVendorOrder) },
  },
});

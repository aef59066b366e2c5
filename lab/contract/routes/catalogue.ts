// Contracts of this area's routes (see define.ts). Registered on import by routes/index.ts.
// The catalogue: products with their details and pictures, print papers and drafts, vendor orders, couriers.
import { z } from 'zod';
import { availabilityQuery, bookingBody, courierPickUpsQuery } from '../../routes/courier-pick-ups';
import {
  hoursBody,
  hoursParams,
  messengerBody,
  idParams as messengerParams,
  messengerPatch,
  messengersQuery,
  reachableParams,
  routeDaysQuery,
  stopBody,
  stopParams,
  stopPatch,
} from '../../routes/messengers';
import { convertQuery, draftParams, draftQuery, linkQuery } from '../../routes/prints';
import {
  addBody,
  detailParams as imageDetailParams,
  productParams as imageProductParams,
  pathQuery,
  uploadBody,
} from '../../routes/product-images';
import {
  detailBody,
  detailParams,
  filtersQuery,
  productBody,
  productNameParams,
  productParams,
  productPatch,
  productQuery,
} from '../../routes/products';
import {
  assignBody,
  shippedBody,
  idParams as vendorOrderParams,
  listQuery as vendorOrderQuery,
  userParams as vendorUserParams,
} from '../../routes/vendor-orders';
import { idSchema } from '../../validation';
import { defineRoutes, type RouteContract } from '../define';
import {
  Paper,
  PrintDraft,
  PrintDraftLink,
  Product,
  ProductFilters,
  ProductImageUpload,
  ProductPage,
  StoredProductDetail,
} from '../shapes/catalogue';
import {
  Availabilities,
  CourierPickUp,
  Messenger,
  MessengerRoute,
  NextStopNotice,
  Stop,
} from '../shapes/couriers';
import { CustomerVendorOrder, VendorOrder } from '../shapes/vendor-orders';

/** `/users/{id}/…` read by owned-user.ts `ownedUserId` (not strict: it checks only {id}). */
const ownedUserPath = z.object({ id: idSchema });

const productsOfType = (kind: string): RouteContract => ({
  summary: `The active ${kind} products`,
  description: 'At most 100, by collection then id. The query is not read.',
  access: 'signed-in',
  answers: { 200: z.array(Product) },
});

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
  // ── Products (any signed-in user reads; staff write) ──
  'GET /products': {
    summary: 'A page of the catalogue',
    description:
      'Ids come as `ids[]` (repeated) or `ids` (comma-joined), at most 100. Every `filter=Title:Value` must match a filterable detail. Without `active`, inactive products are listed too.',
    access: 'signed-in',
    query: productQuery,
    answers: { 200: ProductPage },
  },
  'GET /products/filters': {
    summary: "The shop's filter collections and filters",
    access: 'signed-in',
    query: filtersQuery,
    answers: { 200: ProductFilters },
  },
  'GET /products/digital': productsOfType('DIGITAL'),
  'GET /products/service': productsOfType('SERVICE_ADD_ON'),
  'GET /products/print': productsOfType('PRINT'),
  'GET /products/name/:name': {
    summary: 'A product by its URL name',
    access: 'signed-in',
    params: productNameParams,
    answers: { 200: Product },
    errors: [404],
  },
  'GET /products/:id': {
    summary: 'A product',
    access: 'signed-in',
    params: productParams,
    answers: { 200: Product },
    errors: [404],
  },
  'POST /products': {
    summary: 'Add a product',
    description:
      'The URL name defaults to one made from the name. 409 on `sku` or `urlName` when another product has it. 400 on `memberPrice` when it is above `price`.',
    access: 'admin',
    body: productBody,
    bodyExample: {
      name: 'Kodak Portra 400 35mm',
      sku: 'FILM-KODAKPORTRA4-35MM',
      productType: 'PRODUCT',
      price: 1899,
      memberPrice: 1709,
      stock: 42,
      collection: 'Film',
      metadataType: 'film',
    },
    answers: { 201: Product },
    errors: [409],
  },
  'PUT /products/:id': {
    summary: 'Change a product',
    description:
      'Sets only the fields present. 409 on `sku` or `urlName` when another product has it. 400 on `memberPrice` when the member price the product would have is above its list price (a new `price` is checked against the member price kept).',
    access: 'admin',
    params: productParams,
    body: productPatch,
    bodyExample: { price: 1999, stock: 40 },
    answers: { 200: Product },
    errors: [404, 409],
  },
  'POST /products/:id/details': {
    summary: 'Add a detail to a product',
    description: "The detail goes last. A filterable detail becomes one of the shop's filters.",
    access: 'admin',
    params: productParams,
    body: detailBody,
    bodyExample: { title: 'Format', description: '35mm', filterable: true },
    answers: { 201: Product },
    errors: [404],
  },
  'GET /products/:id/details/:detailsId': {
    summary: 'One detail of a product',
    access: 'admin',
    params: detailParams,
    answers: { 200: StoredProductDetail },
    errors: [404],
  },
  'PUT /products/:id/details/:detailsId': {
    summary: 'Change a detail of a product',
    access: 'admin',
    params: detailParams,
    body: detailBody,
    bodyExample: { title: 'Format', description: '120', filterable: true },
    answers: { 200: Product },
    errors: [404],
  },
  'DELETE /products/:id/details/:detailsId': {
    summary: 'Remove a detail of a product',
    access: 'admin',
    params: detailParams,
    answers: { 200: Product },
    errors: [404],
  },
  'POST /products/:id/image-uploads': {
    summary: 'A write link for a new product picture',
    description:
      'PUT the raw JPEG or PNG to `write`, then add it with POST /products/{id}/images. The key is bound to this product.',
    access: 'admin',
    extension: 'product-images',
    params: imageProductParams,
    body: uploadBody,
    bodyExample: { contentType: 'image/jpeg' },
    answers: { 201: ProductImageUpload },
    errors: [404],
  },
  'POST /products/:id/images': {
    summary: 'Add an uploaded picture to a product or one of its details',
    description:
      'The upload becomes a WebP (longest side at most 1600 px) placed last. 400 on `key` when it is not an upload of this product; 409 when already added, not uploaded yet, or 12 pictures are there; 415 not JPEG or PNG; 422 unreadable.',
    access: 'admin',
    extension: 'product-images',
    params: imageProductParams,
    body: addBody,
    bodyExample: { key: 'product-images/p1-9f86d081884c7d659a2feaa0c55ad015' },
    answers: { 201: Product },
    errors: [404, 409, 415, 422],
  },
  'DELETE /products/:id/images': {
    summary: 'Remove a picture of a product',
    description:
      "`path` is the picture's name. The first removal replaces the two drawn pictures with a list of the product's own; an uploaded file is deleted with it.",
    access: 'admin',
    params: imageProductParams,
    query: pathQuery,
    answers: { 200: Product },
    errors: [404],
  },
  'DELETE /products/:id/details/:detailsId/images': {
    summary: 'Remove a picture of a product detail',
    description: "`path` is the picture's name; an uploaded file is deleted with it.",
    access: 'admin',
    params: imageDetailParams,
    query: pathQuery,
    answers: { 200: Product },
    errors: [404],
  },

  // ── Prints ──
  'GET /prints/papers': {
    summary: 'The papers the lab prints large-format prints on',
    description: "Active papers in the lab's order, each with its sizes small to large.",
    access: 'public',
    answers: { 200: z.array(Paper) },
  },
  'GET /prints/drafts/link': {
    summary: 'Start a print draft: a write link for its file',
    description:
      "Spec §3's Draft upload: `draftId`, `name`, the write link (`write`), the read link (`read`), and a new draft's `targetPrinter` (null), `paper` (null) and `jpeg` (false), as GET /prints/drafts/{draftId} answers them; `expiresAt` (the write link's) is the lab's. PUT the file (JPEG, PNG or TIFF, up to `LAB_MAX_SCAN_BYTES`) to `write`, then convert it with PUT /prints/drafts/{draftId}/convert-draft. `read` is where the JPEG will be (404 until converted).",
    access: 'signed-in',
    query: linkQuery,
    answers: { 200: PrintDraftLink },
  },
  'PUT /prints/drafts/:id/convert-draft': {
    summary: "Convert a draft's uploaded file to the JPEG the printer takes",
    description:
      "An sRGB JPEG at full size, orientation applied; the raw upload is deleted. A converted draft answers as it is. Only the draft's owner or staff reach it (404 for anyone else). 409 not uploaded yet; 415 not JPEG, PNG or TIFF; 422 unreadable (a refused file removes the draft and its raw file). Drafts never converted are removed a day after they were made.",
    access: 'signed-in',
    params: draftParams,
    query: convertQuery,
    answers: { 200: PrintDraft },
    errors: [403, 404, 409, 415, 422],
  },
  'GET /prints/drafts/:id': {
    summary: 'A print draft',
    description:
      "Only the draft's owner or staff reach it (404 for anyone else). `name` is accepted and not used.",
    access: 'signed-in',
    params: draftParams,
    query: draftQuery,
    answers: { 200: PrintDraft },
    errors: [403, 404],
  },

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

  // ── Couriers ──
  'POST /messengers': {
    summary: 'Add a courier',
    description: '400 on `userId` when it is not a MESSENGER user or is already linked to another courier.',
    access: 'admin',
    body: messengerBody,
    bodyExample: { name: 'Marco Messenger', phone: '+1 718 555 0199', zipCodes: ['11249'], userId: 5 },
    answers: { 201: Messenger },
  },
  'GET /messengers': {
    summary: 'Couriers',
    description: 'Staff see all (active first, by name); a courier sees their own record.',
    access: 'messenger',
    query: messengersQuery,
    answers: { 200: z.array(Messenger) },
  },
  'GET /messengers/:id': {
    summary: 'A courier',
    access: 'messenger',
    params: reachableParams,
    answers: { 200: Messenger },
  },
  'PUT /messengers/:id': {
    summary: 'Change a courier',
    description: 'Sets only the fields present. 400 on `userId` as for POST.',
    access: 'admin',
    params: messengerParams,
    body: messengerPatch,
    bodyExample: { zipCodes: ['11211', '11249'] },
    answers: { 200: Messenger },
    errors: [404],
  },
  'POST /messengers/:id/hours': {
    summary: "Add a block of a courier's weekly hours",
    description: 'HH:MM in lab time, the end after the start. 409 when it overlaps other hours that weekday.',
    access: 'admin',
    params: messengerParams,
    body: hoursBody,
    bodyExample: { weekday: 1, startTime: '09:00', endTime: '13:00' },
    answers: { 201: Messenger },
    errors: [404, 409],
  },
  'PUT /messengers/:id/hours/:hoursId': {
    summary: "Change a block of a courier's hours",
    description: '409 when it overlaps other hours that weekday.',
    access: 'admin',
    params: hoursParams,
    body: hoursBody,
    bodyExample: { weekday: 1, startTime: '10:00', endTime: '14:00' },
    answers: { 200: Messenger },
    errors: [404, 409],
  },
  'DELETE /messengers/:id/hours/:hoursId': {
    summary: "Remove a block of a courier's hours",
    access: 'admin',
    params: hoursParams,
    answers: { 200: Messenger },
    errors: [404],
  },
  'GET /messengers/:id/routes': {
    summary: "A courier's route, by day",
    description:
      '`from` and `to` are lab-time dates (default today and the same day), at most 31 days apart.',
    access: 'messenger',
    params: reachableParams,
    query: routeDaysQuery,
    answers: { 200: MessengerRoute },
  },
  'GET /messengers/:id/routes/notify-next-stop': {
    summary: "Tell the route's next customer the courier is on the way",
    description:
      'The first SCHEDULED stop from `from` to `to` (as for the route): its customer gets an e-mail once (`notified: false` when already told). 404 when no stop is left.',
    access: 'messenger',
    params: reachableParams,
    query: routeDaysQuery,
    answers: { 200: NextStopNotice },
  },
  'POST /messengers/:id/stops': {
    summary: "Add a stop to a courier's route",
    description:
      "The address (one of the customer's) is copied into the stop. 400 on `addressId` or `orderId` when not the customer's, on `windowEnd` when not after the start.",
    access: 'admin',
    extension: 'courier-booking',
    params: messengerParams,
    body: stopBody,
    bodyExample: {
      userId: 2,
      orderId: 1001,
      kind: 'PICK_UP',
      windowStart: '2026-01-05T14:00:00.000Z',
      windowEnd: '2026-01-05T18:00:00.000Z',
      addressId: 7,
    },
    answers: { 201: Stop },
    errors: [404],
  },
  'PUT /messengers/:id/stops/:stopId': {
    summary: 'Record how a stop went',
    description:
      'DONE sets `doneAt` (once); another status clears it. `notes` replaces the notes when present.',
    access: 'messenger',
    extension: 'courier-booking',
    params: stopParams,
    body: stopPatch,
    bodyExample: { status: 'DONE' },
    answers: { 200: Stop },
  },
  'GET /users/:id/availabilities': {
    summary: 'The courier pick-up windows a customer may book',
    description:
      'At `addressId` (400 when not theirs), else the primary (then oldest) address; an empty list without an address. `from` and `to` are lab-time dates (default today and 13 days on), at most 31 days apart.',
    access: 'owner',
    params: ownedUserPath,
    query: availabilityQuery,
    answers: { 200: Availabilities },
  },
  'GET /users/:id/courier-pick-ups': {
    summary: "The customer's courier pick-ups, newest window first",
    access: 'owner',
    extension: 'courier-booking',
    params: ownedUserPath,
    query: courierPickUpsQuery,
    answers: { 200: z.array(CourierPickUp) },
  },
  'POST /users/:id/courier-pick-ups': {
    summary: "Book a courier to collect an open order's film",
    description:
      "400 on `startsAt` when the window is not offered (full, past, not the courier's), on `addressId` or `orderId` when not the customer's; 409 when the order is already at the lab or a pick-up is already booked.",
    access: 'owner',
    extension: 'courier-booking',
    params: ownedUserPath,
    body: bookingBody,
    bodyExample: { orderId: 1001, messengerId: 1, startsAt: '2026-01-05T14:00:00.000Z', addressId: 7 },
    answers: { 201: Stop },
    errors: [409],
  },
});

import { z } from 'zod';
import { dateTime, id, link, named } from '../define';

// Vendor orders: a print shop's (VENDOR) orders (docs/lab-behaviour.md "Vendor orders").

export const VendorOrderStatus = named('VendorOrderStatus', z.enum(['ASSIGNED', 'PRINTED', 'SHIPPED']));
export const Carrier = named('Carrier', z.enum(['FEDEX', 'USPS', 'UPS']));

const vendorOrderBase = {
  id,
  orderId: id,
  vendorName: z.string(),
  status: VendorOrderStatus,
  carrier: Carrier.nullable(),
  trackingNumber: z.string().nullable().describe('Upper-case, once shipped.'),
  assignedAt: dateTime,
  printedAt: dateTime.nullable(),
  shippedAt: dateTime.nullable(),
};

const VENDOR_ORDER_BASE_EXAMPLE = {
  id: 3,
  orderId: 1042,
  vendorName: 'Paula Printer',
  status: 'SHIPPED',
  carrier: 'UPS',
  trackingNumber: '1Z999AA10123456784',
  assignedAt: '2026-01-05T15:04:05.000Z',
  printedAt: '2026-01-06T10:00:00.000Z',
  shippedAt: '2026-01-06T16:30:00.000Z',
};

export const VendorOrder = named(
  'VendorOrder',
  z.object({
    ...vendorOrderBase,
    vendorId: id,
    customerId: id,
    customerName: z.string(),
    delivery: named('VendorDelivery', z.enum(['SHIP', 'PICK_UP'])).describe(
      'How the customer chose to receive the prints: shipped to shipTo, or picked up (at location; the lab for a shop order).',
    ),
    location: z.string().describe("The order's drop-off location's name, 'Mail-in' or 'Shop'."),
    shipTo: z
      .object({
        address1: z.string(),
        address2: z.string().nullable(),
        city: z.string(),
        state: z.string(),
        zip: z.string(),
        country: z.string(),
      })
      .nullable()
      .describe(
        "Where to ship (the order's shipment to the customer, else their primary address); null for a pick-up.",
      ),
    prints: z.array(
      z.object({
        id,
        paperName: z.string(),
        paperType: z.string(),
        width: z.number().describe('Inches.'),
        height: z.number().describe('Inches.'),
        border: z.number().describe('Inches of white border on each side.'),
        quantity: z.number().int(),
        draftId: z.string().nullable().describe('The print draft of a large-format print; null for a 4x6.'),
        scanId: id.nullable().describe("A 4x6 print's frame; null for large format."),
        rollId: id.nullable().describe("The roll of a 4x6 print's frame; null for large format."),
        frame: z
          .number()
          .int()
          .nullable()
          .describe("The frame's position on its roll; null for large format."),
        thumbnail: link
          .nullable()
          .describe(
            "The picture to tell the print by (the frame's thumbnail, a large print's JPEG), signed.",
          ),
        read: link
          .nullable()
          .describe(
            "The file to print (the draft's JPEG, or a 4x6 frame's scan), signed; null when there is none.",
          ),
      }),
    ),
  }),
  {
    description:
      "An order's prints sent to the print shop (VENDOR), with the files to print and where to ship.",
    example: {
      ...VENDOR_ORDER_BASE_EXAMPLE,
      vendorId: 4,
      customerId: 2,
      customerName: 'Casey Moreno',
      delivery: 'SHIP',
      location: 'Shop',
      shipTo: {
        address1: '210 Kent Ave',
        address2: 'Apt 4',
        city: 'Brooklyn',
        state: 'NY',
        zip: '11249',
        country: 'US',
      },
      prints: [
        {
          id: 7,
          paperName: 'Fujicolor Crystal Archive Lustre',
          paperType: 'LUSTRE',
          width: 8,
          height: 10,
          border: 0.25,
          quantity: 1,
          draftId: '5d41402abc4b2a76b9719d911017c592',
          scanId: null,
          rollId: null,
          frame: null,
          read: '/files/scans/print-drafts/jpeg/5d41402abc4b2a76b9719d911017c592.jpg?expires=1767657600&sig=…',
          thumbnail:
            '/files/scans/print-drafts/jpeg/5d41402abc4b2a76b9719d911017c592.jpg?expires=1767657600&sig=…',
        },
      ],
    },
  },
);

export const CustomerVendorOrder = named('CustomerVendorOrder', z.object(vendorOrderBase), {
  description:
    "The customer's view of a vendor order: which shop has their prints, and the tracking once shipped.",
  example: VENDOR_ORDER_BASE_EXAMPLE,
});

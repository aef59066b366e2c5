import { z } from 'zod';
import { cents, count, id, link, named } from '../define';
import { PaperType, ProductType } from './catalogue';
import { PrintKind } from './orders';

// The shop's cart, its quote and checkout (lab/routes/cart.ts, lab/services/cart*.ts; docs/lab-behaviour.md "Cart").

export const CartChange = named(
  'CartChange',
  z.object({ productId: id, name: z.string(), from: count, to: count }),
  { description: 'A line cut to stock (to 0: removed), reported once.' },
);

const CartProductLine = named(
  'CartProductLine',
  z.object({ id, productId: id, quantity: z.number().int().min(1) }),
);

const CartPrintLine = named(
  'CartPrintLine',
  z.object({
    id,
    productId: z.null(),
    quantity: z.number().int().min(1).describe('Copies.'),
    print: z.object({
      kind: PrintKind,
      description: z.string(),
      paperName: z.string(),
      paperType: PaperType,
      width: z.number().describe('Inches.'),
      height: z.number().describe('Inches.'),
      border: z.number().describe('Inches.'),
      scanIds: z.array(id).describe('The frames of a 4x6 line, in the order chosen; empty for large format.'),
      paperSizeId: id.nullable(),
      draftId: z.string().nullable(),
      draft: z
        .object({
          draftId: z.string(),
          name: z.string(),
          jpeg: z.boolean(),
          read: link.nullable(),
          width: z.number().int().nullable(),
          height: z.number().int().nullable(),
        })
        .nullable()
        .describe('The large-format draft printed; null for 4x6.'),
      printCount: count,
      unitAmount: cents.describe('Per pack of 36 (4x6) or per print (large format), with the plan in force.'),
      units: count.describe('Packs (4x6) or prints (large format).'),
      amount: cents,
    }),
  }),
  { description: "A print line: 4x6 prints of the customer's frames, or a large-format print of a draft." },
);

export const Cart = named(
  'Cart',
  z.object({
    lines: z.array(z.union([CartProductLine, CartPrintLine])).describe('By id.'),
    changes: z.array(CartChange),
  }),
  {
    description: "The user's cart, cut to stock.",
    example: {
      lines: [{ id: 3, productId: 14, quantity: 2 }],
      changes: [{ productId: 15, name: 'Kodak Portra 400 (35mm)', from: 5, to: 3 }],
    },
  },
);

export const QuoteLine = named(
  'QuoteLine',
  z.object({
    productId: id.nullable().describe('Null for print lines and shipping.'),
    key: z.string().describe("'product-{id}', 'print-{lineId}' or 'shipping'."),
    description: z.string(),
    productType: ProductType,
    unitAmount: cents,
    quantity: z.number().int().min(1),
  }),
);

export const CartQuote = named(
  'CartQuote',
  z.object({
    lines: z.array(QuoteLine),
    memberPriced: z.boolean(),
    memberSavings: cents,
    needsDelivery: z.boolean(),
    subtotal: cents,
    discount: cents,
    promoCode: z.string().nullable(),
    credit: cents,
    tax: cents,
    total: cents,
    changes: z.array(CartChange),
  }),
  {
    description: "The cart's money (spec §9 'Order totals'), priced with the user's plan.",
    example: {
      lines: [
        {
          productId: 14,
          key: 'product-14',
          description: 'Kodak Portra 400 (35mm)',
          productType: 'PRODUCT',
          unitAmount: 1599,
          quantity: 2,
        },
        {
          productId: null,
          key: 'shipping',
          description: 'Shipping (USPS First-Class)',
          productType: 'FULFILLMENT_SERVICE_ADD_ON',
          unitAmount: 999,
          quantity: 1,
        },
      ],
      memberPriced: false,
      memberSavings: 0,
      needsDelivery: true,
      subtotal: 4197,
      discount: 0,
      promoCode: null,
      credit: 0,
      tax: 367,
      total: 4564,
      changes: [],
    },
  },
);

export const CheckoutResult = named(
  'CheckoutResult',
  z.object({
    orderId: id,
    total: cents
      .nullable()
      .describe(
        "What was charged. Null only when the idempotency key is one a development order was created with (that order's total before invoice).",
      ),
  }),
  { description: 'The PAID shop order the checkout made.', example: { orderId: 1042, total: 4564 } },
);

import { type Call, seg } from './call.js';
import type { LabBody, LabSchema } from './contract.js';
import type { LabPrintsInput } from './prints.js';

export type LabCartChange = LabSchema<'CartChange'>;

export type LabCart = LabSchema<'Cart'>;

export type LabDelivery = NonNullable<LabCheckout['delivery']>;

export type LabCartQuote = LabSchema<'CartQuote'>;

export type LabCheckout = LabBody<'/users/{id}/cart/checkout', 'post'>;
export type LabCheckoutResult = LabSchema<'CheckoutResult'>;

/** A cart line: a product line, or a print line (docs/decisions/095-print-orders.md) with `print` instead. */
export type LabCartLine = LabCart['lines'][number];
export const printOf = (line: LabCartLine) => ('print' in line ? line.print : undefined);

/** The shop's cart (docs/lab-behaviour.md "Cart"). */
export function cartApi(call: Call) {
  const base = (userId: string | number) => `/users/${seg(String(userId))}/cart`;
  return {
    get: (userId: string | number) => call<LabCart>({ method: 'GET', path: base(userId) }),
    add: (userId: string | number, productId: number) =>
      call<LabCart>({ method: 'POST', path: `${base(userId)}/lines`, body: { productId } }),
    addPrints: (userId: string | number, input: LabPrintsInput) =>
      call<LabCart>({ method: 'POST', path: `${base(userId)}/prints`, body: input }),
    setQuantity: (userId: string | number, lineId: string, quantity: number) =>
      call<LabCart>({ method: 'PUT', path: `${base(userId)}/lines/${seg(lineId)}`, body: { quantity } }),
    remove: (userId: string | number, lineId: string) =>
      call<LabCart>({ method: 'DELETE', path: `${base(userId)}/lines/${seg(lineId)}` }),
    quote: (userId: string | number, input: { promoCode?: string; delivery?: LabDelivery }) =>
      call<LabCartQuote & { changes: LabCartChange[] }>({
        method: 'POST',
        path: `${base(userId)}/quote`,
        body: input,
      }),
    checkout: (userId: string | number, input: LabCheckout) =>
      call<{ orderId: number; total: number }>({
        method: 'POST',
        path: `${base(userId)}/checkout`,
        body: input,
      }),
  };
}

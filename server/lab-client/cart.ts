import { type Call, seg } from './call.js';
import type { LabCartPrint, LabPrintsInput } from './prints.js';

export interface LabCartChange {
  productId: number;
  name: string;
  from: number;
  to: number;
}

export interface LabCart {
  /** A product line has a productId; a print line (docs/decisions/095-print-orders.md) has `print` instead. */
  lines: Array<{ id: number; productId: number | null; quantity: number; print?: LabCartPrint }>;
  changes: LabCartChange[];
}

export type LabDelivery = 'SHIP' | 'PICK_UP';

export interface LabCartQuote {
  lines: Array<{
    productId: number | null;
    key: string;
    description: string;
    productType: string;
    unitAmount: number;
    quantity: number;
  }>;
  memberPriced: boolean;
  memberSavings: number;
  needsDelivery: boolean;
  subtotal: number;
  discount: number;
  promoCode: string | null;
  credit: number;
  tax: number;
  total: number;
}

export interface LabCheckout {
  promoCode?: string;
  delivery?: LabDelivery;
  addressId?: number;
  token?: string;
  idempotencyKey: string;
  expectedTotal: number;
}

/** The shop's cart (docs/lab-api.md "Cart"). */
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

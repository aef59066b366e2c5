import { describe, expect, it } from 'vitest';
import type { LabOrderWrapper, LabUser } from '../../lab-client/types';
import { resolveOrderTotals } from './orders';

// Worked by hand from spec §9: tax 8.75% on (subtotal − discount − credit), half up to the cent.

function wrapper(
  partial: Partial<LabOrderWrapper['order']>,
  lines: LabOrderWrapper['lines'],
  promo: LabOrderWrapper['promo'] = null,
): LabOrderWrapper {
  return {
    order: {
      id: 1013,
      customerId: 2,
      status: 'OPEN',
      appliedDiscount: null,
      appliedCredit: null,
      ...partial,
    },
    lines,
    promo,
  };
}

function ctxWithBalance(balance: number) {
  const asked: string[] = [];
  return {
    asked,
    ctx: {
      loaders: {
        user: async (id: string | number) => {
          asked.push(String(id));
          return {
            id: Number(id),
            paymentCustomer: { id: 'cus_1', balance, subscriptions: { data: [] } },
          } as unknown as LabUser;
        },
      },
    },
  };
}

const rolls = [
  { productId: 1, amount: 1499, quantity: 2, productType: 'SERVICE_ADD_ON' }, // 2998
  { productId: 2, amount: 999, quantity: 1, productType: 'PRINT' }, // 999
];

describe('Order.totals', () => {
  it('applies the account credit of an OPEN order up to what is due', async () => {
    const { ctx, asked } = ctxWithBalance(-1500);
    // subtotal 3997; credit 1500; taxable 2497; tax 2497 × 0.0875 = 218.4875 → 218; total 2497 + 218 = 2715
    expect(await resolveOrderTotals(wrapper({}, rolls), ctx)).toEqual({
      subtotal: 3997,
      discount: 0,
      credit: 1500,
      creditLabel: 'Account Credit',
      taxable: 2497,
      tax: 218,
      total: 2715,
    });
    expect(asked).toEqual(['2']);
  });

  it('takes a coupon for one product type before the credit', async () => {
    const { ctx } = ctxWithBalance(-5000);
    // 20% of the PRINT line 999 = 199.8 → 200; due 3797; credit min(5000, 3797) = 3797; tax 0; total 0
    const totals = await resolveOrderTotals(
      wrapper({}, rolls, { coupon: { percent_off: 20, product_type: 'PRINT' } }),
      ctx,
    );
    expect(totals).toMatchObject({ discount: 200, credit: 3797, tax: 0, total: 0 });
  });

  it('uses the credit recorded on a PAID order and does not ask for the customer', async () => {
    const { ctx, asked } = ctxWithBalance(-99999);
    // subtotal 3997; amount_off 500 → 3497; applied credit 1000 → 2497; tax 218; total 2715
    const totals = await resolveOrderTotals(
      wrapper({ status: 'PAID', appliedCredit: 1000 }, rolls, { coupon: { amount_off: 500 } }),
      ctx,
    );
    expect(totals).toEqual({
      subtotal: 3997,
      discount: 500,
      credit: 1000,
      creditLabel: 'Applied Credit',
      taxable: 2497,
      tax: 218,
      total: 2715,
    });
    expect(asked).toEqual([]);
  });
});

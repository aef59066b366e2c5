import type { Queryable } from '../database';

export interface Price {
  id: string;
  lookupKey: string;
  unitAmount: number;
  interval: 'year' | 'month';
  active: boolean;
}

export interface PromotionCode {
  id: string;
  code: string;
  /** False when inactive, expired or out of redemptions. */
  redeemable: boolean;
  coupon: { id: string; amountOff: number | null; percentOff: number | null; productType: string | null };
}

/** The price whose lookup key is exactly `lookupKey` (plan ids are case-sensitive), active or not. */
export async function findPrice(q: Queryable, lookupKey: string): Promise<Price | null> {
  const { rows } = await q.query<Price>(
    `SELECT id, lookup_key AS "lookupKey", unit_amount AS "unitAmount", billing_interval AS interval, active
     FROM prices WHERE lookup_key = $1`,
    [lookupKey],
  );
  return rows[0] ?? null;
}

/** The promotion code typed, matched without regard to case. */
export async function findPromotionCode(q: Queryable, code: string): Promise<PromotionCode | null> {
  const { rows } = await q.query<Omit<PromotionCode, 'coupon'> & { coupon: PromotionCode['coupon'] }>(
    `SELECT pc.id, pc.code,
       pc.active AND (pc.expires_at IS NULL OR pc.expires_at > now())
         AND (pc.max_redemptions IS NULL OR pc.times_redeemed < pc.max_redemptions) AS redeemable,
       json_build_object('id', c.id, 'amountOff', c.amount_off, 'percentOff', c.percent_off::float8,
         'productType', c.product_type) AS coupon
     FROM promotion_codes pc JOIN coupons c ON c.id = pc.coupon_id
     WHERE pc.code = upper($1)`,
    [code],
  );
  return rows[0] ?? null;
}

/** Counts one redemption; false when the code ran out in the meantime (the table's check is the backstop). */
export async function redeemPromotionCode(q: Queryable, id: string): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE promotion_codes SET times_redeemed = times_redeemed + 1
     WHERE id = $1 AND (max_redemptions IS NULL OR times_redeemed < max_redemptions) RETURNING id`,
    [id],
  );
  return rows.length > 0;
}

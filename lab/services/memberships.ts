import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';
import {
  attachDefaultCard,
  cancelSubscriptions,
  findPaymentCustomerId,
  insertPaidInvoice,
  insertSubscription,
  setMembershipActive,
} from '../db/queries/billing';
import {
  findPrice,
  findPromotionCode,
  type PromotionCode,
  redeemPromotionCode,
} from '../db/queries/catalogue';
import { invalidField } from '../errors';
import { discountCents } from './discounts';
import { cardForToken, chargeCard } from './test-cards';

export const PLAN_NOT_PURCHASABLE = 'This membership plan cannot be purchased';
export const PROMO_CODE_INVALID = 'This promo code is not valid';
export const PROMO_CODE_NOT_FOR_MEMBERSHIPS = 'This promo code does not apply to memberships';
const MEMBERSHIP_PRODUCT_TYPE = 'SUBSCRIPTION';

export interface MembershipPurchase {
  userId: number;
  plan: string;
  promoCode?: string;
  token: string;
}

async function redeemablePromotionCode(q: Queryable, code: string): Promise<PromotionCode> {
  const promotion = await findPromotionCode(q, code);
  if (!promotion?.redeemable) throw invalidField('promoCode', PROMO_CODE_INVALID);
  const { productType } = promotion.coupon;
  if (productType !== null && productType !== MEMBERSHIP_PRODUCT_TYPE) {
    throw invalidField('promoCode', PROMO_CODE_NOT_FOR_MEMBERSHIPS);
  }
  return promotion;
}

/**
 * Buys a membership in one transaction (docs/decisions/006-lab-payments.md): any other subscription of the customer
 * is canceled (an upgrade replaces the old plan), the new one starts now, the card becomes the default, a paid
 * invoice is written, the promo code counts a redemption and the user's `active` flag is set. The card is charged
 * last: a decline throws 402 and the transaction rolls all of that back. The caller checks that the user exists.
 */
export async function purchaseMembership(
  tx: Queryable,
  log: FastifyBaseLogger,
  purchase: MembershipPurchase,
): Promise<void> {
  const customerId = await findPaymentCustomerId(tx, purchase.userId);
  // Every account gets its customer record when it is created (services/accounts.ts).
  if (!customerId) throw new Error(`User ${purchase.userId} has no payment customer`);
  const price = await findPrice(tx, purchase.plan);
  if (!price?.active) throw invalidField('plan', PLAN_NOT_PURCHASABLE);
  const promotion = purchase.promoCode ? await redeemablePromotionCode(tx, purchase.promoCode) : null;
  const card = cardForToken(purchase.token);

  const discount = promotion ? discountCents(price.unitAmount, promotion.coupon) : 0;
  const amount = price.unitAmount - discount;
  const description = `Membership ${price.lookupKey}, 1 ${price.interval}`;

  await cancelSubscriptions(tx, customerId);
  const promotionCodeId = promotion?.id ?? null;
  const subscriptionId = await insertSubscription(tx, { customerId, priceId: price.id, promotionCodeId });
  const paymentMethodId = await attachDefaultCard(tx, customerId, card);
  await insertPaidInvoice(tx, {
    customerId,
    subscriptionId,
    paymentMethodId,
    promotionCodeId,
    description,
    subtotal: price.unitAmount,
    discount,
  });
  if (promotion && !(await redeemPromotionCode(tx, promotion.id))) {
    throw invalidField('promoCode', PROMO_CODE_INVALID);
  }
  await setMembershipActive(tx, purchase.userId);
  chargeCard(
    log,
    { card, amount, description },
    { userId: purchase.userId, customerId, plan: price.lookupKey, promoCode: promotion?.code ?? null },
  );
}

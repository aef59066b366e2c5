import { z } from 'zod';
import { accountCredit, planInForce } from '../../domain/membership.js';
import { ACTIVE_TIERS, PLANS } from '../../domain/plans.js';
import { comparePrices, priceCalculatorInput } from '../../domain/price-calculator.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { requireUser } from '../guards.js';

/** Plans a person can buy today: the active paid tiers. */
const PURCHASABLE = new Set(
  ACTIVE_TIERS.filter((plan) => plan.active && plan.price > 0).map((plan) => plan.id),
);

const purchaseArgs = z.object({
  planId: z.string().refine((id) => PURCHASABLE.has(id as never), 'This membership plan cannot be purchased'),
  paymentToken: z.string().trim().min(1, 'Enter your card details').max(200),
  promoCode: z
    .string()
    .trim()
    .max(50, 'Promo codes are at most 50 characters')
    .optional()
    .nullable()
    .transform((code) => code || undefined),
});

export const membershipResolvers: Resolvers = {
  Query: {
    membershipPlans: (_root, args) =>
      args.includeLegacy
        ? [...ACTIVE_TIERS, ...PLANS.filter((plan) => !ACTIVE_TIERS.includes(plan))]
        : [...ACTIVE_TIERS],
    priceComparison: (_root, args) => ({ columns: comparePrices(priceCalculatorInput.parse(args.input)) }),
  },
  Mutation: {
    purchaseMembership: async (_root, args, ctx) => {
      const { planId, paymentToken, promoCode } = purchaseArgs.parse(args);
      const me = await requireUser(ctx);
      return ctx.lab.users.purchaseSubscription(me.id, planId, paymentToken, promoCode);
    },
  },
  MembershipPlan: {
    billingInterval: (plan) => plan.interval,
    addOnPrices: (plan) => plan.addOns,
  },
  User: {
    membership: (user) => planInForce(user),
    accountCredit: (user) => accountCredit(user.paymentCustomer),
    productCredits: (user) => user.credits?.length ?? 0,
  },
};

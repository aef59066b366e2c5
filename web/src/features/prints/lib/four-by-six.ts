/**
 * 4x6 prints come in packs of 36 (decision 095; spec §9's 4x6 price is per pack): the lab charges
 * ceil(prints / 36) packs at the plan's price. The client only shows an estimate before the cart answers.
 */
export const PACK_SIZE = 36;

export function packsFor(prints: number): number {
  return prints <= 0 ? 0 : Math.ceil(prints / PACK_SIZE);
}

/** The pack prices out of the plan catalogue: the non-member price and the lowest member price. */
export function packPrices(
  plans: ReadonlyArray<{ id: string; addOnPrices: { prints4x6: number } }>,
): { nonMember: number; member: number } | null {
  const nonMember = plans.find((plan) => plan.id === 'NON_MEMBER')?.addOnPrices.prints4x6;
  const members = plans.filter((plan) => plan.id !== 'NON_MEMBER').map((plan) => plan.addOnPrices.prints4x6);
  if (nonMember === undefined || members.length === 0) return null;
  return { nonMember, member: Math.min(...members) };
}

/** A plan in force prices as a member; a lapsed one pays list prices (decision 013). */
export function isMemberPriced(membership: { planId: string; lapsed: boolean } | null | undefined): boolean {
  return !!membership && membership.planId !== 'NON_MEMBER' && !membership.lapsed;
}

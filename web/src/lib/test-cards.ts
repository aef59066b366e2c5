/**
 * The card processor's test tokens, which the embedded lab accepts in place of a card (docs/decisions/006). A
 * deployment with a real processor puts its card element where these are offered.
 */
export const TEST_CARDS = [
  { token: 'tok_visa', label: 'tok_visa — succeeds', card: 'visa •••• 4242' },
  { token: 'tok_chargeDeclined', label: 'tok_chargeDeclined — declines', card: 'visa •••• 0002' },
] as const;

/** The card a test token stands for, as a card element shows it ('visa •••• 4242'). */
export const testCardLabel = (token: string): string =>
  TEST_CARDS.find((card) => card.token === token)?.card ?? 'a new card';

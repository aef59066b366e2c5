/**
 * The card processor's test tokens, which the embedded lab accepts in place of a card (docs/decisions/006). A
 * deployment with a real processor puts its card element where these are offered.
 */
export const TEST_CARDS = [
  { token: 'tok_visa', label: 'tok_visa — succeeds' },
  { token: 'tok_chargeDeclined', label: 'tok_chargeDeclined — declines' },
] as const;

import type { FastifyBaseLogger } from 'fastify';
import { HttpError, invalidField } from '../errors';

export const TOKEN_NOT_RECOGNISED = 'This payment token is not recognised';
export const CARD_DECLINED = 'Your card was declined.';

export interface TestCard {
  brand: 'visa' | 'mastercard';
  last4: string;
  /** Attaching works; charging fails, as with the processor's own decline test card. */
  declines: boolean;
  /**
   * The processor's fingerprint of the card number: the same card has the same fingerprint however often it is
   * tokenized (or read at the counter), so a customer's saved cards hold each card once (decision 104).
   */
  fingerprint: string;
}

/** The card processor's test-mode tokens this stand-in accepts; tokens are case-sensitive, as the processor's are. */
export const TEST_CARDS = {
  tok_visa: { brand: 'visa', last4: '4242', declines: false, fingerprint: 'fp_Xt5EWLLDS7FJjR1c' },
  tok_mastercard: { brand: 'mastercard', last4: '4444', declines: false, fingerprint: 'fp_M9kq2bVd0ZcN4aPw' },
  tok_chargeDeclined: { brand: 'visa', last4: '0002', declines: true, fingerprint: 'fp_D3cL1nEdQp7sR8vY' },
} as const satisfies Record<string, TestCard>;

export type TestToken = keyof typeof TEST_CARDS;

/**
 * The card reader at the lab's counter reads a card and hands over a card-present payment method; in test mode
 * the processor names them like this. Each stands for the same card as the token it maps to.
 */
export const READER_PAYMENT_METHODS = {
  pm_card_present_visa: 'tok_visa',
  pm_card_present_mastercard: 'tok_mastercard',
  pm_card_present_chargeDeclined: 'tok_chargeDeclined',
} as const satisfies Record<string, TestToken>;

export const READER_METHOD_NOT_RECOGNISED = 'This card-reader payment method is not recognised';

/** The card a reader's payment method stands for, or a 400 naming `paymentMethodId`. */
export function cardForReaderMethod(paymentMethodId: string): TestCard & { token: TestToken } {
  if (!Object.hasOwn(READER_PAYMENT_METHODS, paymentMethodId)) {
    throw invalidField('paymentMethodId', READER_METHOD_NOT_RECOGNISED);
  }
  const token = READER_PAYMENT_METHODS[paymentMethodId as keyof typeof READER_PAYMENT_METHODS];
  return { ...TEST_CARDS[token], token };
}

/** The test tokens that stand for the card with this fingerprint (the stand-in stores the token, not the card). */
export function tokensOfFingerprint(fingerprint: string): TestToken[] {
  return (Object.keys(TEST_CARDS) as TestToken[]).filter(
    (token) => TEST_CARDS[token].fingerprint === fingerprint,
  );
}

function isTestToken(token: string): token is TestToken {
  return Object.hasOwn(TEST_CARDS, token);
}

/** The card a token stands for, or a 400 naming `token`. */
export function cardForToken(token: string): TestCard & { token: TestToken } {
  if (!isTestToken(token)) throw invalidField('token', TOKEN_NOT_RECOGNISED);
  return { ...TEST_CARDS[token], token };
}

export interface Charge {
  card: TestCard;
  amount: number;
  description: string;
}

/**
 * Charges the card, or throws the processor's 402. A zero amount charges nothing, so it cannot decline.
 * Callers charge last inside their transaction: the 402 then rolls back everything the purchase wrote.
 * A decline is logged (never stored) with the card's brand and last 4 digits only.
 */
export function chargeCard(log: FastifyBaseLogger, charge: Charge, context: Record<string, unknown>): void {
  if (charge.amount === 0 || !charge.card.declines) return;
  log.warn(
    {
      payment: {
        ...context,
        amount: charge.amount,
        description: charge.description,
        card: { brand: charge.card.brand, last4: charge.card.last4 },
      },
    },
    'card declined',
  );
  throw new HttpError(402, CARD_DECLINED, [{ field: 'token', message: CARD_DECLINED }]);
}

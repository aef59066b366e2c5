import type { Queryable } from '../db/database';
import { attachDefaultCard } from '../db/queries/billing';
import type { PaymentAccount } from '../db/queries/orders-billing';
import { invalidField } from '../errors';
import { cardForToken } from './test-cards';

export const NO_CARD = 'Add a card to pay';

/**
 * The card a payment is charged to (decision 104). A new card's token is charged as it is and saved only when the
 * customer chose to save it ("Save this card for next time"); it then becomes the default, and the same card is
 * saved once. Without a token the default card pays, or a 400 on `token`. `paymentMethodId` is the saved card the
 * invoice names, null for a card charged without saving it.
 */
export async function cardToCharge(
  tx: Queryable,
  account: PaymentAccount,
  token: string | undefined,
  saveCard: boolean,
): Promise<{ card: ReturnType<typeof cardForToken>; paymentMethodId: string | null }> {
  if (token !== undefined) {
    const card = cardForToken(token);
    const paymentMethodId = saveCard ? await attachDefaultCard(tx, account.paymentCustomerId, card) : null;
    return { card, paymentMethodId };
  }
  if (!account.defaultCardToken || !account.defaultPaymentMethodId) throw invalidField('token', NO_CARD);
  return { card: cardForToken(account.defaultCardToken), paymentMethodId: account.defaultPaymentMethodId };
}

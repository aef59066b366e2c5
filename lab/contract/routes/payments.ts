// Contracts of saved cards, membership and payments (see define.ts); split from account.ts. Registered on import by
// routes/index.ts.
import { z } from 'zod';
import { cardParams, membershipBody } from '../../routes/account-settings';
import { readerBody, tokenBody } from '../../routes/payment-methods';
import { purchaseBody, purchaseParams, purchaseQuery } from '../../routes/subscriptions';
import { defineRoutes, userPath } from '../define';
import { Card } from '../shapes/account';
import { User } from '../shapes/users';

defineRoutes({
  // Saved cards and membership renewal: account settings (docs/decisions/071-account-settings.md).
  'GET /users/:id/payment-methods': {
    summary: "The user's saved cards",
    description: 'Newest first; removed cards are never listed.',
    access: 'owner',
    extension: 'saved-cards',
    params: userPath,
    answers: { 200: z.array(Card) },
  },
  'PUT /users/:id/payment-methods/:cardId/default': {
    summary: 'Make a saved card the default',
    description: 'Answers the user. 404 `Card not found` for a card that is not theirs or was removed.',
    access: 'owner',
    extension: 'saved-cards',
    params: cardParams,
    answers: { 200: User },
  },
  'DELETE /users/:id/payment-methods/:cardId': {
    summary: 'Remove a saved card',
    description:
      'The newest other card becomes the default. A removed card is kept for the invoices it paid but never listed or charged. Answers the user.',
    access: 'owner',
    extension: 'saved-cards',
    params: cardParams,
    answers: { 200: User },
  },
  'PUT /users/:id/membership': {
    summary: 'Switch membership renewal off or on',
    description:
      'The live subscription renews, or ends at its period end (`cancel_at_period_end`). 404 `There is no membership to change` without one. Answers the user.',
    access: 'owner',
    extension: 'membership-changes',
    params: userPath,
    body: membershipBody,
    bodyExample: { cancelAtPeriodEnd: true },
    answers: { 200: User },
  },

  // Payments.
  'POST /users/:id/subscriptions/:plan': {
    summary: 'Buy a membership plan',
    description:
      '`{plan}` is a price lookup key (NICE_2025, VERY_NICE_2025, SUPER_NICE_2025). Charges the card (402 when declined: nothing is written), replaces any other plan, makes the card the default and sets the user active. 400 on `plan`, `promoCode` or `token` as docs/lab-behaviour.md "Payments" lists. Answers the user.',
    access: 'owner',
    params: purchaseParams,
    query: purchaseQuery,
    body: purchaseBody,
    bodyExample: { token: 'tok_visa' },
    answers: { 201: User },
    errors: [402],
  },
  'PUT /users/:id/payment-methods/token': {
    summary:
      "Save a card from a card token, make it the default, and pay the customer's open invoices with it",
    description:
      "The same card (the processor's fingerprint) is saved once: saving it again makes the saved one the default. Attaching itself never fails for the card (a card that will be declined attaches fine). Then, as a payment provider retries open invoices when the default card changes, the lab charges the new card for each of the customer's INVOICED orders, oldest invoice first, each on its own: a charged order becomes PAID; a declined charge leaves it INVOICED and the card stays saved. An order already PAID is never charged again, so sending the same card twice charges once. Read the orders again to see which were paid. 400 on `token` for an unknown token. Answers the user.",
    access: 'owner',
    params: userPath,
    body: tokenBody,
    bodyExample: { token: 'tok_visa' },
    answers: { 200: User },
  },
  'PUT /users/:id/payment-methods/reader': {
    summary: "Save the counter's card-reader card for a customer",
    description: 'The card becomes the default, so an invoice can be paid with it. Answers the user.',
    access: 'admin',
    params: userPath,
    body: readerBody,
    bodyExample: { paymentMethodId: 'pm_card_present_visa' },
    answers: { 200: User },
    errors: [404],
  },
});

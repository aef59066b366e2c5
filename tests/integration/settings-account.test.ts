import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../support/stack.js';

let stack: Stack;
let admin: string;
let casey: string;
let noah: string;
beforeAll(async () => {
  stack = await startStack();
  [admin, casey, noah] = await Promise.all([
    stack.login('admin@lab.test'),
    stack.login('customer@lab.test'),
    stack.login('newcustomer@lab.test'),
  ]);
});
afterAll(() => stack?.close());

const CARDS = 'query Cards { me { defaultCard cards { id brand last4 isDefault label } } }';

describe('settings over GraphQL', () => {
  it('saves preferences; internal notes are staff-only, hidden from the customer', async () => {
    const saved = await stack.gql<{
      updatePreferences: { preferences: Array<{ key: string; value: string }> };
    }>(
      `mutation UpdatePreferences($preferences: [PreferenceInput!]!) {
        updatePreferences(preferences: $preferences) { preferences { key value } } }`,
      {
        preferences: [
          { key: 'defaultRush', value: 'Yes' },
          { key: 'defaultSleeving', value: 'CUT' },
        ],
      },
      noah,
    );
    expect(saved.body.data!.updatePreferences.preferences).toEqual(
      expect.arrayContaining([
        { key: 'defaultRush', value: 'Yes' },
        { key: 'defaultSleeving', value: 'CUT' },
      ]),
    );
    const refused = await stack.gql(
      `mutation UpdatePreferences($preferences: [PreferenceInput!]!) { updatePreferences(preferences: $preferences) { id } }`,
      { preferences: [{ key: 'defaultInternalNotes', value: 'VIP' }] },
      noah,
    );
    expect(refused.body.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const byStaff = await stack.gql(
      `mutation UpdatePreferences($preferences: [PreferenceInput!]!, $userId: ID) {
        updatePreferences(preferences: $preferences, userId: $userId) { id } }`,
      { preferences: [{ key: 'defaultInternalNotes', value: 'Prefers e-mail' }], userId: '3' },
      admin,
    );
    expect(byStaff.body.errors).toBeUndefined();
    const seenByStaff = await stack.gql<{ user: { preferences: Array<{ key: string }> } }>(
      'query User($id: ID!) { user(id: $id) { preferences { key value } } }',
      { id: '3' },
      admin,
    );
    expect(seenByStaff.body.data!.user.preferences).toContainEqual({
      key: 'defaultInternalNotes',
      value: 'Prefers e-mail',
    });
    const seenByNoah = await stack.gql<{ me: { preferences: Array<{ key: string }> } }>(
      'query Me { me { preferences { key value } } }',
      {},
      noah,
    );
    expect(seenByNoah.body.data!.me.preferences.map((p) => p.key)).not.toContain('defaultInternalNotes');
  });

  it('adds a card, makes the older one the default and removes it', async () => {
    const added = await stack.gql<{ addCard: { defaultCard: string } }>(
      'mutation AddCard($paymentToken: String!) { addCard(paymentToken: $paymentToken) { defaultCard } }',
      { paymentToken: 'tok_mastercard' },
      casey,
    );
    expect(added.body.data!.addCard.defaultCard).toBe('mastercard •••• 4444');
    const cards = await stack.gql<{
      me: { cards: Array<{ id: string; label: string; isDefault: boolean }> };
    }>(CARDS, {}, casey);
    const visa = cards.body.data!.me.cards.find((card) => card.label === 'visa •••• 4242')!;
    expect(visa.isDefault).toBe(false);
    const made = await stack.gql<{ setDefaultCard: { defaultCard: string } }>(
      'mutation SetDefaultCard($cardId: ID!) { setDefaultCard(cardId: $cardId) { defaultCard } }',
      { cardId: visa.id },
      casey,
    );
    expect(made.body.data!.setDefaultCard.defaultCard).toBe('visa •••• 4242');
    const removed = await stack.gql<{ removeCard: { defaultCard: string } }>(
      'mutation RemoveCard($cardId: ID!) { removeCard(cardId: $cardId) { defaultCard } }',
      { cardId: visa.id },
      casey,
    );
    expect(removed.body.data!.removeCard.defaultCard).toBe('mastercard •••• 4444');
    const other = await stack.gql(
      'mutation RemoveCard($cardId: ID!, $userId: ID) { removeCard(cardId: $cardId, userId: $userId) { id } }',
      { cardId: visa.id, userId: '2' },
      noah,
    );
    expect(other.body.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('turns renewal off and on, and changes e-mail and password with field errors', async () => {
    const off = await stack.gql<{ setMembershipRenewal: { membership: { status: string } } }>(
      'mutation SetMembershipRenewal($renew: Boolean!) { setMembershipRenewal(renew: $renew) { membership { status } } }',
      { renew: false },
      casey,
    );
    expect(off.body.data!.setMembershipRenewal.membership.status).toBe('EXPIRES');
    const on = await stack.gql<{ setMembershipRenewal: { membership: { status: string } } }>(
      'mutation SetMembershipRenewal($renew: Boolean!) { setMembershipRenewal(renew: $renew) { membership { status } } }',
      { renew: true },
      casey,
    );
    expect(on.body.data!.setMembershipRenewal.membership.status).toBe('RENEWS');
    const wrong = await stack.gql(
      'mutation UpdateEmail($email: String!, $currentPassword: String) { updateEmail(email: $email, currentPassword: $currentPassword) { email } }',
      { email: 'noah@example.com', currentPassword: 'nope-nope' },
      noah,
    );
    expect(wrong.body.errors![0]).toMatchObject({
      message: 'That is not your current password',
      extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' },
    });
    const short = await stack.gql(
      'mutation ChangePassword($currentPassword: String!, $newPassword: String!) { changePassword(currentPassword: $currentPassword, newPassword: $newPassword) }',
      { currentPassword: 'filmlab-demo', newPassword: 'short' },
      noah,
    );
    expect(short.body.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'newPassword' });
    const changed = await stack.gql<{ changePassword: boolean }>(
      'mutation ChangePassword($currentPassword: String!, $newPassword: String!) { changePassword(currentPassword: $currentPassword, newPassword: $newPassword) }',
      { currentPassword: 'filmlab-demo', newPassword: 'a-new-long-password' },
      noah,
    );
    expect(changed.body.data!.changePassword).toBe(true);
  });
});

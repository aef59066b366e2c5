import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../app/session/session-context';
import { plansAnswer } from '../../../testing/membership-fixtures';
import { renderApp } from '../../../testing/render-app';
import { makeUser, type StubHandler } from '../../../testing/stub-client';

const RENEWS_NICE: CurrentUser['membership'] = {
  planId: 'NICE_2025',
  label: 'Nice',
  status: 'RENEWS',
  periodEnd: '2027-03-14T12:00:00.000Z',
  lapsed: false,
};

function purchased(membership: Partial<CurrentUser['membership']>) {
  return {
    data: {
      purchaseMembership: {
        __typename: 'User',
        id: 'u1',
        active: true,
        accountCredit: 0,
        productCredits: 0,
        membership: { ...RENEWS_NICE, ...membership },
      },
    },
  };
}

/** `user: null` renders a visitor. */
function renderPurchase(path: string, purchase: StubHandler, user: CurrentUser | null = makeUser()) {
  return renderApp(path, {
    user: user ?? undefined,
    handlers: { MembershipPlans: plansAnswer, PurchaseMembership: purchase },
  });
}

const pay = () => userEvent.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
const purchases = (calls: { name: string; variables: Record<string, unknown> }[]) =>
  calls.filter((call) => call.name === 'PurchaseMembership');

describe('/memberships/purchase', () => {
  it('preselects the tier from ?tier= and states the charge from the plan', async () => {
    renderPurchase('/memberships/purchase?tier=VERY_NICE_2025', purchased({}));
    const tiers = await screen.findByRole('group', { name: /Choose a tier/ });
    expect(within(tiers).getAllByRole('radio')).toHaveLength(3);
    expect((screen.getByRole('radio', { name: /Very Nice/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('You’ll be charged $999.99 a year.')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: /^Nice/ }));
    expect(screen.getByText('You’ll be charged $199.99 a year.')).toBeTruthy();
  });

  it('buys the chosen tier with the test card and promo code, then shows the new plan', async () => {
    const app = renderPurchase(
      '/memberships/purchase?tier=VERY_NICE_2025',
      purchased({ planId: 'VERY_NICE_2025', label: 'Very Nice' }),
    );
    await screen.findByRole('button', { name: 'Confirm & Pay' });
    await userEvent.type(screen.getByLabelText('Promo code (optional)'), ' nicefilm10 ');
    await pay();
    expect(await screen.findByRole('heading', { name: 'Welcome to Very Nice' })).toBeTruthy();
    expect(screen.getByText('Renews On')).toBeTruthy();
    expect(screen.getByText('Mar 14, 2027')).toBeTruthy();
    expect(purchases(app.calls)).toEqual([
      {
        name: 'PurchaseMembership',
        variables: { planId: 'VERY_NICE_2025', paymentToken: 'tok_visa', promoCode: 'nicefilm10' },
      },
    ]);
  });

  it('shows a declined card next to the card field, capitalised, and lets the person try again', async () => {
    const app = renderPurchase('/memberships/purchase?tier=NICE_2025', {
      errors: [
        {
          message: 'your card was declined.',
          extensions: { code: 'PAYMENT_DECLINED', status: 402, field: 'token' },
        },
      ],
    });
    const card = (await screen.findByLabelText('Test card')) as HTMLSelectElement;
    await userEvent.selectOptions(card, 'tok_chargeDeclined');
    await pay();
    const message = await screen.findByText('Your card was declined.');
    expect(card.getAttribute('aria-invalid')).toBe('true');
    expect(card.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(purchases(app.calls)[0].variables).toMatchObject({ paymentToken: 'tok_chargeDeclined' });
    expect(screen.queryByRole('heading', { name: /Welcome/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm & Pay' })).toHaveProperty('disabled', false);
  });

  it('puts a refused promo code on its field and other errors in the form alert', async () => {
    let answer = 0;
    renderPurchase('/memberships/purchase?tier=NICE_2025', () => {
      answer += 1;
      return answer === 1
        ? { errors: [{ message: 'This promo code is not valid', extensions: { field: 'promoCode' } }] }
        : {
            errors: [
              {
                message: 'the lab service took too long to answer.',
                extensions: { code: 'UPSTREAM_TIMEOUT' },
              },
            ],
          };
    });
    await screen.findByRole('button', { name: 'Confirm & Pay' });
    await userEvent.type(screen.getByLabelText('Promo code (optional)'), 'EXPIRED15');
    await pay();
    expect(await screen.findByText('This promo code is not valid')).toBeTruthy();
    expect(screen.getByLabelText('Promo code (optional)').getAttribute('aria-invalid')).toBe('true');
    await pay();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The lab service took too long to answer.'),
    );
  });

  it('sends one purchase however often the button is pressed', async () => {
    const app = renderPurchase('/memberships/purchase?tier=NICE_2025', null);
    const button = await screen.findByRole('button', { name: 'Confirm & Pay' });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(purchases(app.calls)).toHaveLength(1);
    expect(button).toHaveProperty('disabled', true);
  });

  it('asks for a tier when none is chosen', async () => {
    const app = renderPurchase('/memberships/purchase', purchased({}));
    await screen.findByRole('button', { name: 'Confirm & Pay' });
    expect(screen.getByText('Choose a tier to see what you’ll pay.')).toBeTruthy();
    await pay();
    expect(screen.getByText('Choose a membership tier')).toBeTruthy();
    expect(purchases(app.calls)).toEqual([]);
  });

  it('tells a member which plan a new tier replaces', async () => {
    renderPurchase(
      '/memberships/purchase?tier=VERY_NICE_2025',
      purchased({}),
      makeUser({ membership: RENEWS_NICE }),
    );
    expect(
      await screen.findByText(
        'You’re a Nice member, renews on Mar 14, 2027. A tier bought now replaces it from today.',
      ),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('radio', { name: /^Nice/ }).closest('label') as HTMLElement).getByText(
        'Your plan',
      ),
    ).toBeTruthy();
  });

  it('shows a visitor the tiers and a log-in link that returns to this tier', async () => {
    const app = renderPurchase('/memberships/purchase?tier=SUPER_NICE_2025', null, null);
    expect(((await screen.findByRole('radio', { name: /Super Nice/ })) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'Confirm & Pay' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: /Very Nice/ }));
    await userEvent.click(screen.getByRole('link', { name: 'Log In To Continue' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(app.router.state.location.state).toEqual({ from: '/memberships/purchase?tier=VERY_NICE_2025' });
  });
});

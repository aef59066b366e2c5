import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVELOPMENT_ORDER_KEY } from '../../../../lib/local-drafts';
import { renderApp } from '../../../../testing/render-app';
import { makeUser, type StubHandler } from '../../../../testing/stub-client';
import { customerAnswer, locationsAnswer, makeOrder, quoteAnswer, stocksAnswer } from '../../order-fixtures';

const PATH = '/users/u1/orders/new/rolls';

function handlers(extra: Record<string, StubHandler> = {}): Record<string, StubHandler> {
  return {
    OrderCustomer: customerAnswer(),
    FilmStocks: stocksAnswer,
    DropOffLocations: locationsAnswer,
    OrderQuote: quoteAnswer(),
    Order: { data: { order: makeOrder() } },
    ...extra,
  };
}

const roll = (n: number) => screen.getByRole('group', { name: new RegExp(`^Roll ${n}\\b`) });
const creates = (calls: { name: string; variables: Record<string, unknown> }[]) =>
  calls.filter((call) => call.name === 'CreateOrder');
const inputOf = (call: { variables: Record<string, unknown> }) =>
  call.variables.input as Record<string, unknown> & { rolls: Record<string, unknown>[] };

/** Fills one valid roll and a drop-off location, and arrives on Review. */
async function toReview() {
  await userEvent.type(
    within(await screen.findByRole('group', { name: /^Roll 1/ })).getByLabelText('Film stock'),
    'Kodak Portra 400',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Continue to Shipping' }));
  await userEvent.selectOptions(
    await screen.findByLabelText('Drop-off location'),
    'Nice Film Lab — Williamsburg',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Continue to Review' }));
  await screen.findByRole('heading', { name: /Review/ });
}

afterEach(() => window.localStorage.clear());

describe('new order', () => {
  it('starts each roll from the customer’s preferences', async () => {
    renderApp(PATH, {
      user: makeUser(),
      handlers: handlers({
        OrderCustomer: customerAnswer([
          { key: 'defaultSleeving', value: 'CUT' },
          { key: 'defaultRush', value: 'Yes' },
          { key: 'default4x6Prints', value: 'No' },
          { key: 'defaultNegativesAction', value: 'PICK_UP' },
          { key: 'defaultScanNotes', value: 'Keep the grain.' },
        ]),
      }),
    });
    const first = await screen.findByRole('group', { name: /^Roll 1/ });
    expect((within(first).getByLabelText('Sleeving') as HTMLSelectElement).value).toBe('CUT');
    expect((within(first).getByLabelText('Negatives') as HTMLSelectElement).value).toBe('PICK_UP');
    expect((within(first).getByLabelText('Rush') as HTMLInputElement).checked).toBe(true);
    expect((within(first).getByLabelText('4x6 prints') as HTMLInputElement).checked).toBe(false);
    expect((within(first).getByLabelText('Notes for the lab') as HTMLTextAreaElement).value).toBe(
      'Keep the grain.',
    );
    await userEvent.clear(screen.getByLabelText('Rolls to add'));
    await userEvent.type(screen.getByLabelText('Rolls to add'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Add 2 rolls' }));
    expect(screen.getAllByRole('group', { name: /^Roll \d/ })).toHaveLength(3);
    expect((within(roll(3)).getByLabelText('Sleeving') as HTMLSelectElement).value).toBe('CUT');
  });

  it('checks each step beside its fields, then creates the order with the server’s price shown', async () => {
    const app = renderApp(PATH, {
      user: makeUser(),
      handlers: handlers({ CreateOrder: { data: { createOrder: makeOrder() } } }),
    });
    const first = await screen.findByRole('group', { name: /^Roll 1/ });
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Shipping' }));
    const stock = within(first).getByLabelText('Film stock');
    expect(within(first).getByText('Enter the film stock, like Kodak Portra 400')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(stock));

    await userEvent.type(stock, 'Kodak Portra 400');
    await userEvent.selectOptions(within(first).getByLabelText('Push / pull'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Add a roll' }));
    await userEvent.type(within(roll(2)).getByLabelText('Film stock'), 'Fujifilm Velvia 50');
    await userEvent.selectOptions(within(roll(2)).getByLabelText('Process'), 'E6');
    await userEvent.click(within(roll(2)).getByLabelText('Rush'));
    expect(await screen.findByText('$56.32')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Continue to Shipping' }));
    const shippingHeading = await screen.findByRole('heading', { name: /Shipping/ });
    await waitFor(() => expect(document.activeElement).toBe(shippingHeading));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Review' }));
    expect(screen.getByText('Choose a drop-off location')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Drop-off location'), 'Nice Film Lab — Williamsburg');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Review' }));

    const price = await screen.findByRole('table', { name: 'Your price' });
    expect(within(price).getByText('Push/pull')).toBeTruthy();
    expect(screen.getByText('Account Credit')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create Order' }));

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/users/u1/orders/1042'));
    const sent = inputOf(creates(app.calls)[0]);
    expect(sent).toMatchObject({ shippingMethod: 'DROP_OFF', location: 'Nice Film Lab — Williamsburg' });
    expect(sent.rolls).toMatchObject([
      { process: 'C41', stock: 'Kodak Portra 400', pushPull: 1 },
      { process: 'E6', stock: 'Fujifilm Velvia 50', addRush: true },
    ]);
    expect(typeof sent.idempotencyKey).toBe('string');
    expect(window.localStorage.getItem(DEVELOPMENT_ORDER_KEY)).toBeNull();
  });

  it('sends one order however often Create is pressed', async () => {
    const app = renderApp(PATH, { user: makeUser(), handlers: handlers({ CreateOrder: null }) });
    await toReview();
    const create = await screen.findByRole('button', { name: 'Create Order' });
    await waitFor(() => expect(create).toHaveProperty('disabled', false));
    await userEvent.click(create);
    await userEvent.click(create);
    await userEvent.keyboard('{Enter}');
    expect(creates(app.calls)).toHaveLength(1);
    expect(create).toHaveProperty('disabled', true);
  });

  it('retries a failed attempt with the same idempotency key, and a changed order with a new one', async () => {
    const app = renderApp(PATH, {
      user: makeUser(),
      handlers: handlers({
        CreateOrder: {
          errors: [{ message: 'the lab took too long to answer.', extensions: { code: 'UPSTREAM_TIMEOUT' } }],
        },
      }),
    });
    await toReview();
    const create = await screen.findByRole('button', { name: 'Create Order' });
    await waitFor(() => expect(create).toHaveProperty('disabled', false));
    await userEvent.click(create);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The lab took too long to answer.'),
    );
    await userEvent.click(create);
    await waitFor(() => expect(creates(app.calls)).toHaveLength(2));
    const [first, second] = creates(app.calls).map((call) => inputOf(call).idempotencyKey);
    expect(second).toBe(first);

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.type(await screen.findByLabelText('Notes for the order (optional)'), 'Fragile');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Review' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create Order' })).toHaveProperty('disabled', false),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Order' }));
    await waitFor(() => expect(creates(app.calls)).toHaveLength(3));
    expect(inputOf(creates(app.calls)[2]).idempotencyKey).not.toBe(first);
  });

  it('takes the person back to a field the server refused, with its message beside it', async () => {
    renderApp(PATH, {
      user: makeUser(),
      handlers: handlers({
        CreateOrder: {
          errors: [
            {
              message: 'film stock names are at most 141 characters',
              extensions: { code: 'BAD_USER_INPUT', field: 'rolls.0.stock' },
            },
          ],
        },
      }),
    });
    await toReview();
    const create = await screen.findByRole('button', { name: 'Create Order' });
    await waitFor(() => expect(create).toHaveProperty('disabled', false));
    await userEvent.click(create);
    const message = await screen.findByText('Film stock names are at most 141 characters');
    const stock = within(roll(1)).getByLabelText('Film stock');
    expect(stock.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByRole('heading', { name: /Rolls/ })).toBeTruthy();
  });

  it('keeps the draft through a reload and drops one left by another user', async () => {
    const first = renderApp(PATH, { user: makeUser(), handlers: handlers() });
    await userEvent.type(
      within(await screen.findByRole('group', { name: /^Roll 1/ })).getByLabelText('Film stock'),
      'Ilford HP5 Plus',
    );
    first.unmount();
    const again = renderApp(PATH, { user: makeUser(), handlers: handlers() });
    expect(((await screen.findByLabelText('Film stock')) as HTMLInputElement).value).toBe('Ilford HP5 Plus');
    again.unmount();

    const stored = JSON.parse(window.localStorage.getItem(DEVELOPMENT_ORDER_KEY) ?? '{}');
    window.localStorage.setItem(DEVELOPMENT_ORDER_KEY, JSON.stringify({ ...stored, userId: 'someone-else' }));
    renderApp(PATH, { user: makeUser(), handlers: handlers() });
    expect(((await screen.findByLabelText('Film stock')) as HTMLInputElement).value).toBe('');
  });

  it('starts again from a clean draft when the header’s New Order is clicked', async () => {
    renderApp(PATH, { user: makeUser(), handlers: handlers() });
    const stock = within(await screen.findByRole('group', { name: /^Roll 1/ })).getByLabelText('Film stock');
    await userEvent.type(stock, 'Ilford HP5 Plus');
    await userEvent.click(screen.getAllByRole('link', { name: 'New Order' })[0]);
    await waitFor(() => expect((screen.getByLabelText('Film stock') as HTMLInputElement).value).toBe(''));
    expect(JSON.parse(window.localStorage.getItem(DEVELOPMENT_ORDER_KEY) ?? '{}').rolls[0].stock).toBe('');
  });

  it('welcomes a first order on /onboarding/rolls and reloads the user after creating it', async () => {
    const app = renderApp('/onboarding/rolls', {
      user: makeUser({ firstOrderCreated: false }),
      handlers: handlers({ CreateOrder: { data: { createOrder: makeOrder() } } }),
    });
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeTruthy();
    app.setUser(makeUser({ firstOrderCreated: true }));
    await toReview();
    const create = await screen.findByRole('button', { name: 'Create Order' });
    await waitFor(() => expect(create).toHaveProperty('disabled', false));
    await userEvent.click(create);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/users/u1/orders/1042'));
    expect(app.calls.filter((call) => call.name === 'Me').length).toBeGreaterThanOrEqual(2);
  });
});

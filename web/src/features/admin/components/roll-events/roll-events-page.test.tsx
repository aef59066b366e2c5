import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../testing/render-app';
import { makeUser } from '../../../../testing/stub-client';
import { statsAnswer } from '../../admin-fixtures';

const admin = makeUser({ id: 'a1', role: 'ADMIN', email: 'admin@lab.test' });

const entry = (rollId: string, stock: string, at: string) => ({
  __typename: 'RollEventRoll',
  orderId: '1001',
  orderNumber: '101001',
  customerId: '2',
  customerName: 'Casey Moreno',
  at,
  roll: { __typename: 'FilmRoll', id: rollId, stock, processLabel: 'C-41', formatLabel: '35mm' },
});

const page = (days: unknown[], endCursor: string | null = null) => ({
  data: {
    rollEventPage: {
      __typename: 'RollEventPage',
      pageInfo: { __typename: 'PageInfo', hasNextPage: endCursor !== null, endCursor },
      days,
    },
  },
});
const day = (date: string, count: number, rolls: unknown[]) => ({
  __typename: 'RollEventDay',
  date,
  count,
  rolls,
});

const days = page([
  day('2026-11-24', 2, [
    entry('r1', 'Kodak Portra 400', '2026-11-24T16:05:00.000Z'),
    entry('r2', 'Kodak Gold 200', '2026-11-24T15:00:00.000Z'),
  ]),
  day('2026-11-22', 1, [entry('r3', 'Ilford HP5', '2026-11-22T12:00:00Z')]),
]);

describe('roll events dashboard', () => {
  it('shows received rolls by day, newest first, each linking to its order', async () => {
    const app = renderApp('/admin/roll-events-dashboard', {
      user: admin,
      handlers: { AdminGeneralStats: statsAnswer, RollEvents: days },
    });
    const first = await screen.findByRole('heading', { name: /Tuesday, Nov 24/ });
    expect(first.textContent).toContain('2 rolls');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Tuesday, Nov 24 2 rolls',
      'Sunday, Nov 22 1 roll',
    ]);
    const day = first.closest('section') as HTMLElement;
    expect(within(day).getByText('Kodak Portra 400')).toBeTruthy();
    expect(within(day).getAllByText('C-41 · 35mm')).toHaveLength(2);
    expect(within(day).getAllByText('Casey Moreno')).toHaveLength(2);
    expect(within(day).getAllByRole('link', { name: 'Order 101001' })[0].getAttribute('href')).toBe(
      '/admin/users/2/orders/1001',
    );
    expect(screen.getByRole('link', { name: 'Received' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('3 rolls received in the last 14 days')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Showing 3 of 3 rolls');
    expect(screen.queryByRole('button', { name: 'Show more rolls' })).toBeNull();
    expect(app.calls.find((call) => call.name === 'RollEvents')?.variables).toEqual({
      event: 'RECEIVED',
      days: 14,
      first: 50,
      after: null,
    });
  });

  it("pages through a busy window: each day's count in all, more rolls on demand, added to their days", async () => {
    const app = renderApp('/admin/roll-events-dashboard', {
      user: admin,
      handlers: {
        AdminGeneralStats: statsAnswer,
        RollEvents: (variables) =>
          variables.after === 'c1'
            ? page([
                day('2026-11-24', 2674, [entry('r2', 'Kodak Gold 200', '2026-11-24T15:00:00.000Z')]),
                day('2026-11-23', 1200, [entry('r3', 'Ilford HP5', '2026-11-23T12:00:00Z')]),
              ])
            : page(
                [
                  day('2026-11-24', 2674, [entry('r1', 'Kodak Portra 400', '2026-11-24T16:05:00.000Z')]),
                  day('2026-11-23', 1200, []),
                ],
                'c1',
              ),
      },
    });
    expect(await screen.findByText('3,874 rolls received in the last 14 days')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Tuesday, Nov 24 2,674 rolls',
    ]);
    expect(screen.getByRole('status').textContent).toBe('Showing 1 of 3,874 rolls');
    await userEvent.click(screen.getByRole('button', { name: 'Show more rolls' }));
    expect(await screen.findByText('Ilford HP5')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Tuesday, Nov 24 2,674 rolls',
      'Monday, Nov 23 1,200 rolls',
    ]);
    // The first day's rolls of both pages, in order, under one heading.
    const today = screen.getByRole('heading', { name: /Nov 24/ }).closest('section') as HTMLElement;
    expect(
      within(today)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Kodak Portra 400'), expect.stringContaining('Kodak Gold 200')]);
    expect(screen.getByRole('status').textContent).toBe('Showing 3 of 3,874 rolls');
    expect(screen.queryByRole('button', { name: 'Show more rolls' })).toBeNull();
    const asked = app.calls.filter((call) => call.name === 'RollEvents').map((call) => call.variables.after);
    expect([...new Set(asked)]).toEqual([null, 'c1']);
  });

  it('switches events with the tabs, by a lower-case path', async () => {
    const app = renderApp('/admin/roll-events-dashboard/scanned', {
      user: admin,
      handlers: {
        AdminGeneralStats: statsAnswer,
        RollEvents: (variables) => (variables.event === 'SCANNED' ? page([]) : days),
      },
    });
    expect(await screen.findByText('No rolls were scanned in the last 14 days.')).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Roll events' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Received', 'Developed', 'Scanned', 'Synced', 'Delivered', 'Shipped']);
    await userEvent.click(screen.getByRole('link', { name: 'Developed' }));
    expect(await screen.findByText('Kodak Gold 200')).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/admin/roll-events-dashboard/developed');
    expect(screen.getByRole('link', { name: 'Developed' }).getAttribute('aria-current')).toBe('page');
  });

  it('sends an unknown event back to the dashboard', async () => {
    const app = renderApp('/admin/roll-events-dashboard/fixed', {
      user: admin,
      handlers: { AdminGeneralStats: statsAnswer, RollEvents: days },
    });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/admin/roll-events-dashboard'));
  });

  it('shows the lab’s sentence as the page’s state when the lab has no roll events', async () => {
    renderApp('/admin/roll-events-dashboard', {
      user: admin,
      handlers: {
        AdminGeneralStats: statsAnswer,
        RollEvents: {
          data: undefined,
          errors: [
            {
              message: "The roll events list isn't offered by this lab yet.",
              path: ['rollEventPage'],
              extensions: { code: 'FEATURE_UNAVAILABLE', feature: 'roll-events' },
            } as never,
          ],
        },
      },
    });
    expect(await screen.findByText("The roll events list isn't offered by this lab yet.")).toBeTruthy();
    expect(screen.queryByText(/We couldn’t load/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Received' })).toBeTruthy();
  });
});

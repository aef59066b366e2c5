import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../../gql/graphql';
import { renderApp } from '../../../../testing/render-app';
import { makeUser } from '../../../../testing/stub-client';

function page(count: number, statuses: OrderStatus[], offset = 0) {
  return {
    data: {
      me: {
        __typename: 'User',
        id: 'u1',
        orders: {
          __typename: 'OrderPage',
          count,
          items: statuses.map((status, index) => ({
            __typename: 'Order',
            id: String(1000 + offset + index),
            number: `10${1000 + offset + index}`,
            status,
            createdAt: '2026-11-20T15:00:00.000Z',
            rollCount: index + 1,
            location: 'Mail-in',
            totals: { __typename: 'OrderTotals', total: 1956 * (index + 1) },
          })),
        },
      },
    },
  };
}

describe('orders list', () => {
  it('lists orders with status, date, rolls and total, 25 a page', async () => {
    const app = renderApp('/users/u1/orders', {
      user: makeUser(),
      handlers: {
        UserOrders: (variables) =>
          page(
            30,
            variables.offset === 0 ? ['PAID', 'OPEN', 'CANCELED', 'COMPLETE'] : ['INVOICED'],
            Number(variables.offset),
          ),
      },
    });
    const link = await screen.findByRole('link', { name: /Order 101000/ });
    const row = link.closest('li') as HTMLElement;
    expect(within(row).getByText('Paid')).toBeTruthy();
    expect(within(row).getByText('$19.56')).toBeTruthy();
    expect(within(row).getByText('1 roll · Mail-in')).toBeTruthy();
    expect(link.getAttribute('href')).toBe('/users/u1/orders/1000');
    expect(screen.getByText('Canceled').className).toMatch(/error/);
    expect(screen.getByText('Open').className).toMatch(/warning/);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: '← Previous' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Next →' }));
    expect(await screen.findByRole('link', { name: /Order 101025/ })).toBeTruthy();
    expect(app.router.state.location.search).toBe('?page=2');
    const offsets = app.calls
      .filter((call) => call.name === 'UserOrders')
      .map((call) => call.variables.offset);
    expect(new Set(offsets)).toEqual(new Set([0, 25]));
  });

  it('offers a first order when there are none', async () => {
    renderApp('/users/u1/orders', { user: makeUser(), handlers: { UserOrders: page(0, []) } });
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Start a New Order' }).getAttribute('href')).toBe(
        '/users/u1/orders/new/rolls',
      ),
    );
  });
});

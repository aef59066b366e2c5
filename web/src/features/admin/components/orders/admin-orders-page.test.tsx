import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../testing/render-app';
import { makeUser } from '../../../../testing/stub-client';
import { adminOrder, locationsAnswer, ordersAnswer, statsAnswer } from '../../admin-fixtures';

const admin = makeUser({ id: 'a1', role: 'ADMIN', email: 'admin@lab.test' });
const base = { AdminGeneralStats: statsAnswer, AdminLocations: locationsAnswer };

function ordersCalls(calls: { name: string; variables: Record<string, unknown> }[]) {
  return calls.filter((call) => call.name === 'AdminOrders').map((call) => JSON.stringify(call.variables));
}

describe('admin order desk', () => {
  it('lists every order with customer, status, location, rolls, date and the total once invoiced', async () => {
    renderApp('/admin/orders', {
      user: admin,
      handlers: {
        ...base,
        AdminOrders: ordersAnswer(2, [
          adminOrder(1001, 'OPEN'),
          adminOrder(1002, 'PAID', { location: 'Brooklyn' }),
        ]),
      },
    });
    const open = await screen.findByRole('link', { name: 'Order 101001' });
    expect(open.getAttribute('href')).toBe('/admin/users/2/orders/1001');
    const openRow = open.closest('tr') as HTMLElement;
    expect(within(openRow).getByText('Casey Moreno')).toBeTruthy();
    expect(within(openRow).getByText('customer@lab.test')).toBeTruthy();
    expect(within(openRow).getByText('Open').className).toMatch(/warning/);
    expect(within(openRow).getByText('Not invoiced yet')).toBeTruthy();
    const paidRow = screen.getByRole('link', { name: 'Order 101002' }).closest('tr') as HTMLElement;
    expect(within(paidRow).getByText('Paid').className).toMatch(/success/);
    expect(within(paidRow).getByText('Brooklyn')).toBeTruthy();
    expect(within(paidRow).getByText('$53.97')).toBeTruthy();
    expect(within(paidRow).getByText('Nov 20, 2026')).toBeTruthy();
    expect(screen.getByText('2 orders')).toBeTruthy();
  });

  it('keeps status, location, search and page in the URL and asks the server with them', async () => {
    const app = renderApp('/admin/orders?status=INVOICED&location=Brooklyn', {
      user: admin,
      handlers: {
        ...base,
        AdminOrders: (variables) =>
          ordersAnswer(
            30,
            Array.from({ length: variables.offset === 25 ? 5 : 25 }, (_, i) =>
              adminOrder(1000 + Number(variables.offset) + i, 'INVOICED'),
            ),
          ),
      },
    });
    await screen.findByRole('link', { name: 'Order 101000' });
    expect(screen.getByRole('button', { name: 'Invoiced' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Location') as HTMLSelectElement).value).toBe('Brooklyn');
    expect(
      Array.from((screen.getByLabelText('Location') as HTMLSelectElement).options).map((o) => o.text),
    ).toEqual(['All locations', 'Brooklyn', 'Los Angeles', 'Mail-in']);

    await userEvent.click(screen.getByRole('button', { name: 'Next →' }));
    await screen.findByRole('link', { name: 'Order 101025' });
    expect(app.router.state.location.search).toBe('?status=INVOICED&location=Brooklyn&page=2');

    await userEvent.click(screen.getByRole('button', { name: 'Paid' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?status=PAID&location=Brooklyn'));
    await userEvent.selectOptions(screen.getByLabelText('Location'), 'Mail-in');
    await waitFor(() => expect(app.router.state.location.search).toBe('?status=PAID&location=Mail-in'));
    await userEvent.type(screen.getByLabelText('Search'), 'casey');
    await waitFor(() =>
      expect(app.router.state.location.search).toBe('?status=PAID&location=Mail-in&q=casey'),
    );

    // The URL changes first; the query for it goes out on the render after (on a busy machine, later).
    const searched = JSON.stringify({
      filter: { status: 'PAID', location: 'Mail-in', search: 'casey' },
      limit: 25,
      offset: 0,
    });
    await waitFor(() => expect(ordersCalls(app.calls)).toContain(searched));
    const asked = ordersCalls(app.calls);
    expect(asked).toContain(
      JSON.stringify({
        filter: { status: 'INVOICED', location: 'Brooklyn', search: null },
        limit: 25,
        offset: 25,
      }),
    );
    // The search waits for typing to settle: no request for a half-typed name.
    expect(asked.some((call) => call.includes('"search":"cas"'))).toBe(false);
  });

  it('says when no order matches and clears the filters', async () => {
    const app = renderApp('/admin/orders?q=nobody', {
      user: admin,
      handlers: {
        ...base,
        AdminOrders: (variables) =>
          (variables.filter as { search: string | null }).search
            ? ordersAnswer(0, [])
            : ordersAnswer(1, [adminOrder(1001, 'OPEN')]),
      },
    });
    expect(await screen.findByText('No orders match these filters.')).toBeTruthy();
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('nobody');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(app.router.state.location.search).toBe(''));
  });

  it('shows a loader while the orders load and the server’s words when they fail', async () => {
    renderApp('/admin/orders', {
      user: admin,
      handlers: { ...base, AdminOrders: { errors: [{ message: 'the lab is not answering' }] } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The lab is not answering');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('pages by cursor where the lab can: Older, Newer and First, the page saying where it is, a search by offset', async () => {
    // 60 orders, newest (1060) first; a cursor is where the page before ended.
    const page = (after: unknown) => {
      const start = after ? Number(String(after).replace('c', '')) : 0;
      const ids = Array.from({ length: Math.min(25, 60 - start) }, (_, i) => 1060 - start - i);
      return {
        data: {
          ordersConnection: {
            __typename: 'OrderConnection',
            totalCount: 60,
            pageInfo: { __typename: 'PageInfo', hasNextPage: start + 25 < 60, endCursor: `c${start + 25}` },
            edges: ids.map((id) => ({ __typename: 'OrderEdge', node: adminOrder(id, 'PAID') })),
          },
        },
      };
    };
    const app = renderApp('/admin/orders', {
      user: admin,
      handlers: {
        ...base,
        LabFeatures: { data: { labFeatures: ['keyset-paging'], labFeatureNotes: [] } },
        AdminOrdersConnection: (variables) => page(variables.after),
        AdminOrders: ordersAnswer(1, [adminOrder(999, 'OPEN')]),
      },
    });
    await screen.findByRole('link', { name: 'Order 101060' });
    const pager = screen.getByRole('navigation', { name: 'Pages of orders' });
    expect(within(pager).getByText('Page 1 of 3')).toBeTruthy();
    expect((within(pager).getByRole('button', { name: '← Newer' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(pager).getByRole('button', { name: '« First' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(within(pager).getByRole('button', { name: 'Older →' }));
    await screen.findByRole('link', { name: 'Order 101035' });
    expect(screen.queryByRole('link', { name: 'Order 101060' })).toBeNull();
    expect(within(pager).getByText('Page 2 of 3')).toBeTruthy();
    expect(app.router.state.location.search).toBe('?page=2&after=c25');

    await userEvent.click(within(pager).getByRole('button', { name: 'Older →' }));
    await screen.findByRole('link', { name: 'Order 101010' });
    expect(within(pager).getByText('Page 3 of 3')).toBeTruthy();
    expect((within(pager).getByRole('button', { name: 'Older →' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(within(pager).getByRole('button', { name: '← Newer' }));
    await screen.findByRole('link', { name: 'Order 101035' });
    expect(within(pager).getByText('Page 2 of 3')).toBeTruthy();
    await userEvent.click(within(pager).getByRole('button', { name: '« First' }));
    await screen.findByRole('link', { name: 'Order 101060' });
    expect(app.router.state.location.search).toBe('');
    // No page of the whole list went by offset.
    expect(ordersCalls(app.calls)).toEqual([]);

    // A search pages by offset.
    await userEvent.type(screen.getByLabelText('Search'), 'casey');
    await screen.findByRole('link', { name: 'Order 10999' });
    expect([...new Set(ordersCalls(app.calls))]).toEqual([
      JSON.stringify({ filter: { status: null, location: null, search: 'casey' }, limit: 25, offset: 0 }),
    ]);
  });
});

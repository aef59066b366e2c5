import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Provider } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStubClient, type StubCall, type StubHandler } from '../../../../testing/stub-client';
import { QuickSearch } from './quick-search';

const order = (id: number, first = 'Casey') => ({
  __typename: 'Order',
  id: String(id),
  number: `10${id}`,
  status: 'OPEN',
  customer: {
    __typename: 'OrderCustomer',
    id: '2',
    firstName: first,
    lastName: 'Moreno',
    email: 'c@lab.test',
  },
});

const found = (count: number, ids: number[]) => ({
  data: {
    quickSearchOrders: { __typename: 'OrderSearchResult', count, orders: ids.map((id) => order(id)) },
  },
});

function renderSearch(handler: StubHandler) {
  const calls: StubCall[] = [];
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <QuickSearch />
            <p>Outside</p>
          </>
        ),
      },
      { path: '/admin/users/:userId/orders/:orderId', element: <p>Order page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <Provider value={createStubClient({ QuickSearchOrders: handler }, calls)}>
      <RouterProvider router={router} />
    </Provider>,
  );
  // Each term asked, once (urql without a cache may send a synchronous answer's operation twice).
  const asked = () => [
    ...new Set(
      calls.filter((call) => call.name === 'QuickSearchOrders').map((call) => call.variables.search),
    ),
  ];
  return { router, asked };
}

const box = () => screen.getByRole('combobox', { name: 'Quick order search' });
const type = (value: string) => fireEvent.change(box(), { target: { value } });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const status = () => screen.getByRole('status').textContent;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('QuickSearch', () => {
  it('asks only once typing has paused for 300 ms, and lists what it found', () => {
    const { asked } = renderSearch((variables) =>
      variables.search === '1001' ? found(1, [1001]) : found(0, []),
    );
    expect(box().getAttribute('placeholder')).toBe('Quick Order Search');
    type('10');
    wait(200);
    type('1001');
    wait(299);
    expect(asked()).toEqual([]);
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(status()).toBe('Searching…');
    wait(1);
    expect(asked()).toEqual(['1001']);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '101001Casey Morenoc@lab.testOpen',
    ]);
    // One line each, cut when long: the whole name and address in their titles (issue 26).
    expect(screen.getByText('Casey Moreno').getAttribute('title')).toBe('Casey Moreno');
    expect(screen.getByText('c@lab.test').getAttribute('title')).toBe('c@lab.test');
  });

  it('ignores blank and whitespace-only text', () => {
    const { asked } = renderSearch(found(0, []));
    type('   ');
    wait(1000);
    expect(asked()).toEqual([]);
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('says when nothing matched, with the term in curly quotes', () => {
    renderSearch(found(0, []));
    type('  zzz ');
    wait(300);
    expect(status()).toBe('No orders found for “zzz”');
  });

  it('says how many it shows when there are more results than shown', () => {
    renderSearch(found(12, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
    type('casey');
    wait(300);
    expect(screen.getAllByRole('option')).toHaveLength(10);
    expect(screen.getByText('Showing 10 of 12 results')).toBeTruthy();
  });

  it('shows a failure as Error: {message} and clears the results', () => {
    renderSearch((variables) =>
      variables.search === 'casey'
        ? found(1, [1001])
        : { errors: [{ message: 'The lab is not answering', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] },
    );
    type('casey');
    wait(300);
    expect(screen.getAllByRole('option')).toHaveLength(1);
    type('casey m');
    wait(300);
    expect(status()).toBe('Error: The lab is not answering');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('closes on Escape and on a click outside, and clears when emptied', () => {
    renderSearch(found(1, [1001]));
    act(() => box().focus());
    type('1001');
    wait(300);
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('option')).toBeNull();

    // Back in the field, the list opens again for the text still there.
    act(() => box().blur());
    act(() => box().focus());
    expect(box().getAttribute('aria-expanded')).toBe('true');
    fireEvent.mouseDown(screen.getByText('Outside'));
    expect(box().getAttribute('aria-expanded')).toBe('false');

    act(() => box().blur());
    act(() => box().focus());
    type('');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect((box() as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('moves through results with the arrow keys and opens one with Enter', () => {
    const { router } = renderSearch(found(3, [1001, 1002, 1003]));
    type('10');
    wait(300);
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    const options = screen.getAllByRole('option');
    expect(options[1].getAttribute('aria-selected')).toBe('true');
    expect(box().getAttribute('aria-activedescendant')).toBe(options[1].id);
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(options[2].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(router.state.location.pathname).toBe('/admin/users/2/orders/1003');
  });

  it('opens an order with a click', () => {
    const { router } = renderSearch(found(1, [1001]));
    type('1001');
    wait(300);
    fireEvent.click(screen.getByRole('option'));
    expect(router.state.location.pathname).toBe('/admin/users/2/orders/1001');
  });
});

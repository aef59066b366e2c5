import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';
import { makeUser, type StubCall } from '../testing/stub-client';

const event = (type: string) => ({
  data: {
    userEvents: {
      __typename: 'UserEvent',
      type,
      userId: 'u1',
      orderId: '1001',
      rollId: type === 'ROLL_EVENT' ? '31' : null,
      event: type === 'ROLL_EVENT' ? 'DEVELOPED' : null,
      status: 'OPEN',
      at: '2026-11-24T15:00:00.000Z',
    },
  },
});

/** How many times the user was fetched after the subscription started (the app may fetch it before, too). */
function mesAfterSubscribing(calls: StubCall[]): number {
  const start = calls.findIndex((c) => c.name === 'UserEvents');
  return start < 0 ? 0 : calls.slice(start).filter((c) => c.name === 'Me').length;
}

describe('live user events in the session', () => {
  it("subscribes to the logged-in user's own events and fetches the user again when an order changes", async () => {
    const { calls } = renderApp('/about', {
      user: makeUser(),
      handlers: { UserEvents: event('ORDER_UPDATED') },
    });
    await screen.findAllByRole('link', { name: /about/i });
    await waitFor(() => expect(mesAfterSubscribing(calls)).toBe(1));
    expect(calls.filter((c) => c.name === 'UserEvents')).toEqual([
      { name: 'UserEvents', variables: { userId: 'u1' } },
    ]);
  });

  it('does not fetch the user again for a roll event alone', async () => {
    const { calls } = renderApp('/about', {
      user: makeUser(),
      handlers: { UserEvents: event('ROLL_EVENT') },
    });
    await waitFor(() => expect(calls.some((c) => c.name === 'UserEvents')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mesAfterSubscribing(calls)).toBe(0);
  });

  it('does not subscribe for a visitor', async () => {
    const { calls } = renderApp('/about');
    await screen.findAllByRole('link', { name: /about/i });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.some((c) => c.name === 'UserEvents')).toBe(false);
  });
});

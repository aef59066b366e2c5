import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';
import { makeUser, type StubCall } from '../testing/stub-client';
import { touchesOrder, touchesRoll, type UserEventMessage } from './user-events';

const event = (type: string) => ({
  data: {
    userEvents: {
      __typename: 'UserEvent',
      type,
      userId: 'u1',
      orderId: type === 'USER_CHANGED' ? null : '1001',
      rollId: type === 'ROLL_EVENT' ? '31' : null,
      event: type === 'ROLL_EVENT' ? 'DEVELOPED' : null,
      status: type === 'USER_CHANGED' ? null : 'OPEN',
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

  it('fetches the user again when the lab says only that the user changed (no live-events extension)', async () => {
    const { calls } = renderApp('/about', {
      user: makeUser(),
      handlers: { UserEvents: event('USER_CHANGED') },
    });
    await screen.findAllByRole('link', { name: /about/i });
    await waitFor(() => expect(mesAfterSubscribing(calls)).toBe(1));
  });
});

describe('which events reload what', () => {
  const message = (fields: Partial<UserEventMessage>): UserEventMessage => ({
    type: 'ORDER_UPDATED',
    userId: 'u1',
    orderId: null,
    rollId: null,
    event: null,
    status: null,
    at: '2026-11-24T15:00:00.000Z',
    ...fields,
  });

  it('USER_CHANGED reloads every order and every roll', () => {
    const changed = message({ type: 'USER_CHANGED' });
    expect(touchesOrder(changed, '1001')).toBe(true);
    expect(touchesOrder(changed, null)).toBe(true);
    expect(touchesRoll(changed, '31')).toBe(true);
    expect(touchesRoll(changed, null)).toBe(true);
  });

  it('the other events reload only what they name', () => {
    const order = message({ type: 'ORDER_UPDATED', orderId: '1001', status: 'INVOICED' });
    expect(touchesOrder(order, '1001')).toBe(true);
    expect(touchesOrder(order, '1002')).toBe(false);
    expect(touchesRoll(order, null)).toBe(false);
    const scans = message({ type: 'SCANS_CHANGED', rollId: '31' });
    expect(touchesRoll(scans, '31')).toBe(true);
    expect(touchesRoll(scans, '32')).toBe(false);
    expect(touchesRoll(scans, null)).toBe(true);
    expect(touchesOrder(scans, null)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { parseLabEvent, toUserEvent } from './lab-events.js';

const at = '2026-11-24T15:04:05.000Z';

describe('parseLabEvent and toUserEvent', () => {
  it.each([
    [
      { type: 'roll_event', userId: 2, orderId: 1001, rollId: 31, event: 'developed', status: 'OPEN', at },
      {
        type: 'ROLL_EVENT',
        userId: '2',
        orderId: '1001',
        rollId: '31',
        event: 'DEVELOPED',
        status: 'OPEN',
        progress: null,
        at,
      },
    ],
    [
      { type: 'order_updated', userId: 2, orderId: 1001, status: 'INVOICED', at },
      {
        type: 'ORDER_UPDATED',
        userId: '2',
        orderId: '1001',
        rollId: null,
        event: null,
        status: 'INVOICED',
        progress: null,
        at,
      },
    ],
    [
      { type: 'zip_progress', userId: 7, progress: 42.6, at, somethingNew: true },
      {
        type: 'ZIP_PROGRESS',
        userId: '7',
        orderId: null,
        rollId: null,
        event: null,
        status: null,
        progress: 43,
        at,
      },
    ],
  ])('maps %j', (lab, graphql) => {
    const parsed = parseLabEvent(JSON.stringify(lab));
    expect(parsed).not.toBeNull();
    expect(toUserEvent(parsed!)).toEqual(graphql);
  });

  it.each([
    ['pong'],
    ['{"type":"roll_event"}'],
    [JSON.stringify({ type: 'party', userId: 2, at })],
    [JSON.stringify({ type: 'roll_event', userId: '2', at })],
    [JSON.stringify({ type: 'roll_event', userId: 2, event: 'lost', at })],
  ])('skips %s', (message) => {
    expect(parseLabEvent(message)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { addBusinessDays, estimatedReadyAt, turnaroundDays } from './ready-date';

const NICE = { planId: 'NICE_2025', lapsed: false } as const;
const NOW = new Date('2026-03-02T12:00:00.000Z'); // a Monday

describe('addBusinessDays', () => {
  it.each([
    ['2026-03-02T15:00:00.000Z', 1, '2026-03-03T15:00:00.000Z'], // Mon → Tue
    ['2026-03-06T15:00:00.000Z', 1, '2026-03-09T15:00:00.000Z'], // Fri → Mon
    ['2026-03-06T15:00:00.000Z', 5, '2026-03-13T15:00:00.000Z'], // Fri + 5 → next Fri
    ['2026-03-07T10:00:00.000Z', 1, '2026-03-09T10:00:00.000Z'], // Sat → Mon
    ['2026-03-08T10:00:00.000Z', 2, '2026-03-10T10:00:00.000Z'], // Sun → Tue
    ['2026-03-04T09:00:00.000Z', 0, '2026-03-04T09:00:00.000Z'],
  ])('%s + %d business days is %s', (start, days, expected) => {
    expect(addBusinessDays(new Date(start), days).toISOString()).toBe(expected);
  });
});

describe('turnaroundDays', () => {
  it.each([
    [
      'On Demand takes the lab’s estimate, rounded up, at least 2',
      { planId: 'NON_MEMBER', lapsed: false },
      false,
      4.2,
      5,
    ],
    ['Nice takes the lab’s estimate', NICE, false, 1, 2],
    ['rush is the next business day', NICE, true, 9, 1],
    ['Super Nice is the next business day', { planId: 'SUPER_NICE_2025', lapsed: false }, false, 9, 1],
    ['Very Nice is at most 5', { planId: 'VERY_NICE_2025', lapsed: false }, false, 9, 5],
    ['Very Nice under 5 takes the estimate', { planId: 'VERY_NICE_2025', lapsed: false }, false, 3, 3],
    [
      'a lapsed Super Nice member waits like everyone',
      { planId: 'SUPER_NICE_2025', lapsed: true },
      false,
      6,
      6,
    ],
  ] as const)('%s', (_name, plan, rush, estimate, days) => {
    expect(turnaroundDays(plan, rush, estimate)).toBe(days);
  });
});

describe('estimatedReadyAt', () => {
  const received = { event: 'received', at: '2026-02-27T16:00:00.000Z' }; // a Friday

  it('counts from the day the roll was received', () => {
    // Fri + 5 business days (the lab's 4.5 shows as 5) → the next Friday
    expect(estimatedReadyAt({ addRush: false, events: [received] }, NICE, 4.5, NOW)).toBe(
      '2026-03-06T16:00:00.000Z',
    );
    expect(estimatedReadyAt({ addRush: true, events: [received] }, NICE, 4.5, NOW)).toBe(
      '2026-03-02T16:00:00.000Z',
    );
  });

  it('is null before the roll is received and once its scans are synced', () => {
    expect(estimatedReadyAt({ addRush: false, events: [] }, NICE, 5, NOW)).toBeNull();
    const synced = [received, { event: 'developed', at: received.at }, { event: 'synced', at: received.at }];
    expect(estimatedReadyAt({ addRush: false, events: synced }, NICE, 5, NOW)).toBeNull();
  });

  it('counts from now when the receiving time is unreadable', () => {
    expect(
      estimatedReadyAt({ addRush: true, events: [{ event: 'received', at: 'later' }] }, NICE, 5, NOW),
    ).toBe('2026-03-03T12:00:00.000Z');
  });
});

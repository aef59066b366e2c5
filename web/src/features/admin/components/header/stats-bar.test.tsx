import { act, render, screen, within } from '@testing-library/react';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStubClient, type StubCall } from '../../../../testing/stub-client';
import { STATS_REFRESH_MS, StatsBar } from './stats-bar';

const stats = (scannedToday: number) => ({
  data: {
    generalStats: {
      __typename: 'GeneralStats',
      turnaround: { __typename: 'Turnaround', estimatedDays: 3, totalOutstanding: 17 },
      outstandingByProcess: [
        { __typename: 'FilmTypeOutstanding', process: 'C-41', totalOutstanding: 12 },
        { __typename: 'FilmTypeOutstanding', process: 'E-6', totalOutstanding: 5 },
      ],
      rollsScannedToday: scannedToday,
      rollsDevelopedToday: 7,
      rollsSyncedToday: 6,
      rollsSyncedYesterday: 11,
      ordersByLocation: [
        { __typename: 'LocationCount', location: 'Mail-in', count: 9 },
        { __typename: 'LocationCount', location: 'Brooklyn', count: 4 },
      ],
    },
  },
});

afterEach(() => {
  vi.useRealTimers();
});

const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('StatsBar', () => {
  it('shows the turnaround, outstanding rolls per film type, today’s counts and orders by location', () => {
    render(
      <Provider value={createStubClient({ AdminGeneralStats: stats(8) })}>
        <StatsBar />
      </Provider>,
    );
    const bar = screen.getByRole('region', { name: 'Lab stats' });
    expect(within(bar).getByText('Turnaround').nextElementSibling?.textContent).toBe('3 business days');
    expect(figure('C-41 outstanding')).toBe('12');
    expect(figure('E-6 outstanding')).toBe('5');
    expect(figure('Scanned today')).toBe('8');
    expect(figure('Developed today')).toBe('7');
    expect(figure('Synced today')).toBe('6');
    expect(figure('Synced yesterday')).toBe('11');
    expect(figure('Orders · Mail-in')).toBe('9');
    expect(figure('Orders · Brooklyn')).toBe('4');
  });

  it('asks the lab again every 300000 ms', () => {
    vi.useFakeTimers();
    const calls: StubCall[] = [];
    let scanned = 8;
    render(
      <Provider value={createStubClient({ AdminGeneralStats: () => stats(scanned) }, calls)}>
        <StatsBar />
      </Provider>,
    );
    const asked = () => calls.filter((call) => call.name === 'AdminGeneralStats').length;
    const before = asked();
    expect(figure('Scanned today')).toBe('8');
    scanned = 9;
    act(() => vi.advanceTimersByTime(STATS_REFRESH_MS - 1));
    expect(asked()).toBe(before);
    act(() => vi.advanceTimersByTime(1));
    expect(asked()).toBeGreaterThan(before);
    expect(figure('Scanned today')).toBe('9');
    expect(STATS_REFRESH_MS).toBe(300000);
  });

  it('says so when the lab cannot give the figures', () => {
    render(
      <Provider
        value={createStubClient({
          AdminGeneralStats: { data: { generalStats: null }, errors: [{ message: 'Lab down' }] },
        })}
      >
        <StatsBar />
      </Provider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Lab stats are unavailable right now.');
  });
});

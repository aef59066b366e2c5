import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { comparisonAnswer } from '../../../testing/membership-fixtures';
import { createStubClient, type StubCall, type StubHandler } from '../../../testing/stub-client';
import { PriceCalculator } from './price-calculator';

const DEFAULT_TOTALS = [35980, 34989, 99999, 499999];

function renderCalculator(handler: StubHandler = comparisonAnswer(DEFAULT_TOTALS, 'NICE_2025')) {
  const calls: StubCall[] = [];
  const client = createStubClient({ PriceComparison: handler }, calls);
  render(
    <Provider value={client}>
      <PriceCalculator id="price-calculator" />
    </Provider>,
  );
  const inputs = () =>
    calls.filter((call) => call.name === 'PriceComparison').map((call) => call.variables.input);
  return { calls, inputs, lastInput: () => inputs().at(-1) as Record<string, unknown> };
}

const table = () => screen.getByRole('region', { name: 'Yearly cost on each plan' });
const stepper = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;

describe('price calculator', () => {
  it('asks for the defaults at once and shows the server’s figures', async () => {
    const { inputs } = renderCalculator();
    expect(
      await within(await screen.findByRole('region', { name: 'Yearly cost on each plan' })).findByText(
        '$349.89',
      ),
    ).toBeTruthy();
    expect(inputs()[0]).toMatchObject({
      numRolls: { devScan: 20, withRush: 20, withCutSleeving: 0, withUncutSleeving: 0 },
      addRush: false,
      addCutSleeving: false,
      addUncutSleeving: false,
    });
    const columns = within(table())
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(columns).toEqual(['Service', 'On Demand', 'NiceBest value', 'Very Nice', 'Super Nice']);
    const rows = within(table())
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    expect(rows).toEqual([
      'Membershipa year',
      'Dev + Scan20 rolls',
      'Rush',
      '4K Scans',
      'Pro Scans',
      'Sleeving',
      'Prints',
      'Totala year',
      'Per roll',
    ]);
  });

  it('sends cut then uncut sleeving as exclusive choices sharing one count', async () => {
    const { lastInput } = renderCalculator();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cut Sleeving' }));
    await userEvent.clear(stepper('Cut Sleeving rolls'));
    await userEvent.type(stepper('Cut Sleeving rolls'), '12');
    await waitFor(() =>
      expect(lastInput()).toMatchObject({
        addCutSleeving: true,
        addUncutSleeving: false,
        numRolls: { withCutSleeving: 12, withUncutSleeving: 0 },
      }),
    );

    await userEvent.click(screen.getByRole('checkbox', { name: 'Uncut Sleeving' }));
    expect((screen.getByRole('checkbox', { name: 'Cut Sleeving' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('spinbutton', { name: 'Cut Sleeving rolls' })).toBeNull();
    expect(stepper('Uncut Sleeving rolls').value).toBe('12');
    await waitFor(() =>
      expect(lastInput()).toMatchObject({
        addCutSleeving: false,
        addUncutSleeving: true,
        numRolls: { withCutSleeving: 0, withUncutSleeving: 12 },
      }),
    );
  });

  it('keeps add-on counts between 0 and the Dev + Scan count, and counts numbers only', async () => {
    const { lastInput } = renderCalculator();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Rush' }));
    const devScan = stepper('Dev + Scan rolls');
    await userEvent.clear(devScan);
    await userEvent.type(devScan, '5x');
    expect(devScan.value).toBe('5');
    // Lowering Dev + Scan caps the add-on with it.
    expect(stepper('Rush rolls').value).toBe('5');

    await userEvent.clear(stepper('Rush rolls'));
    await userEvent.type(stepper('Rush rolls'), '99');
    expect(stepper('Rush rolls').value).toBe('5');
    expect(screen.getByRole('button', { name: 'More Rush rolls' })).toHaveProperty('disabled', true);

    for (let i = 0; i < 5; i++)
      await userEvent.click(screen.getByRole('button', { name: 'Fewer Rush rolls' }));
    expect(stepper('Rush rolls').value).toBe('0');
    expect(screen.getByRole('button', { name: 'Fewer Rush rolls' })).toHaveProperty('disabled', true);
    await userEvent.type(stepper('Rush rolls'), '{ArrowDown}-');
    expect(stepper('Rush rolls').value).toBe('0');

    await waitFor(() =>
      expect(lastInput()).toMatchObject({ addRush: true, numRolls: { devScan: 5, withRush: 0 } }),
    );
  });

  it('caps Dev + Scan at 10000', async () => {
    const { lastInput } = renderCalculator();
    const devScan = stepper('Dev + Scan rolls');
    await userEvent.clear(devScan);
    await userEvent.type(devScan, '123456');
    expect(devScan.value).toBe('10000');
    expect(screen.getByRole('button', { name: 'More Dev + Scan rolls' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(lastInput()).toMatchObject({ numRolls: { devScan: 10000 } }));
  });

  it('marks the column the server flags best, whatever the totals say', async () => {
    renderCalculator(comparisonAnswer(DEFAULT_TOTALS, 'SUPER_NICE_2025'));
    await within(await screen.findByRole('region', { name: 'Yearly cost on each plan' })).findByText(
      '$4,999.99',
    );
    const best = within(table()).getByText('Best value');
    expect(best.closest('th')?.textContent).toBe('Super NiceBest value');
    expect(within(table()).getAllByText('Best value')).toHaveLength(1);
  });

  it('waits for typing to pause, and keeps the last table while the next answer loads', async () => {
    // The first figures arrive; the next request never answers.
    const { inputs } = renderCalculator((variables) =>
      (variables.input as { numRolls: { devScan: number } }).numRolls.devScan === 20
        ? comparisonAnswer(DEFAULT_TOTALS, 'NICE_2025')
        : null,
    );
    await within(await screen.findByRole('region', { name: 'Yearly cost on each plan' })).findByText(
      '$349.89',
    );
    const devScan = stepper('Dev + Scan rolls');
    await userEvent.clear(devScan);
    await userEvent.type(devScan, '40');
    const devScans = () =>
      inputs().map((input) => (input as { numRolls: { devScan: number } }).numRolls.devScan);
    await waitFor(() => expect(devScans()).toContain(40));
    // Nothing was asked for the '' and '4' typed on the way to '40'.
    expect(new Set(devScans())).toEqual(new Set([20, 40]));
    expect(table().getAttribute('aria-busy')).toBe('true');
    expect(within(table()).getByText('$349.89')).toBeTruthy();
  });
});

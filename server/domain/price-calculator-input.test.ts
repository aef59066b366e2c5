import { describe, expect, it } from 'vitest';
import { priceCalculatorInput } from './price-calculator-input';

describe('priceCalculatorInput', () => {
  it('fills every default: 20 rolls per service, no add-ons', () => {
    expect(priceCalculatorInput.parse({})).toEqual({
      numRolls: {
        devScan: 20,
        withRush: 20,
        withCutSleeving: 20,
        withUncutSleeving: 20,
        withPrints: 20,
        with4KScans: 20,
        withProScans: 20,
      },
      addRush: false,
      addCutSleeving: false,
      addUncutSleeving: false,
      addPrints: false,
      add4KScans: false,
      addProScans: false,
    });
  });

  it('keeps given counts and defaults the rest', () => {
    expect(priceCalculatorInput.parse({ numRolls: { devScan: 0, withRush: 10000 } }).numRolls).toMatchObject({
      devScan: 0,
      withRush: 10000,
      withPrints: 20,
    });
  });

  it('treats null (an omitted GraphQL argument) as missing', () => {
    const parsed = priceCalculatorInput.parse({ numRolls: { devScan: null, withRush: 3 }, addRush: null });
    expect([parsed.numRolls.devScan, parsed.numRolls.withRush, parsed.addRush]).toEqual([20, 3, false]);
    expect(priceCalculatorInput.parse({ numRolls: null }).numRolls.withPrints).toBe(20);
  });

  it.each([0, 1, 10000])('accepts %d rolls', (devScan) => {
    expect(priceCalculatorInput.parse({ numRolls: { devScan } }).numRolls.devScan).toBe(devScan);
  });

  it.each([
    [{ addRush: 'yes' }, ['addRush'], 'Add-on choices must be true or false'],
    [{ numRolls: { devScan: -1 } }, ['numRolls', 'devScan'], 'Roll counts cannot be negative'],
    [{ numRolls: { withRush: 10001 } }, ['numRolls', 'withRush'], 'Roll counts cannot exceed 10000'],
    [{ numRolls: { withPrints: 2.5 } }, ['numRolls', 'withPrints'], 'Roll counts must be whole numbers'],
    [{ numRolls: { devScan: '12' } }, ['numRolls', 'devScan'], 'Roll counts must be numbers'],
    [
      { addCutSleeving: true, addUncutSleeving: true },
      ['addUncutSleeving'],
      'Choose cut or uncut sleeving, not both',
    ],
  ])('refuses %o', (args, path, message) => {
    const result = priceCalculatorInput.safeParse(args);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([[path, message]]);
  });
});

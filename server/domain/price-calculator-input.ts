import { z } from 'zod';

// The price calculator's input (spec §3 'Price calculator inputs', §5 'Calculator roll count'), validated at the
// BFF's edge so a bad count gets a field-level message instead of a nonsense table.

export const MAX_CALCULATOR_ROLLS = 10_000;
export const DEFAULT_CALCULATOR_ROLLS = 20;

// GraphQL sends an omitted nullable argument as null; zod's defaults apply only to undefined, so null is mapped to
// undefined first and then gets the spec's default like a missing field.
function nullAsMissing<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === null ? undefined : value), schema);
}

const rollCount = nullAsMissing(
  z
    .number({ error: 'Roll counts must be numbers' })
    .int('Roll counts must be whole numbers')
    .min(0, 'Roll counts cannot be negative')
    .max(MAX_CALCULATOR_ROLLS, `Roll counts cannot exceed ${MAX_CALCULATOR_ROLLS}`)
    .default(DEFAULT_CALCULATOR_ROLLS),
);

const flag = nullAsMissing(z.boolean({ error: 'Add-on choices must be true or false' }).default(false));

export const priceCalculatorInput = z
  .object({
    numRolls: nullAsMissing(
      z
        .object({
          devScan: rollCount,
          withRush: rollCount,
          withCutSleeving: rollCount,
          withUncutSleeving: rollCount,
          withPrints: rollCount,
          with4KScans: rollCount,
          withProScans: rollCount,
        })
        .prefault({}),
    ),
    addRush: flag,
    addCutSleeving: flag,
    addUncutSleeving: flag,
    addPrints: flag,
    add4KScans: flag,
    addProScans: flag,
  })
  // §4: cut and uncut sleeving share one count and exclude each other.
  .refine((input) => !(input.addCutSleeving && input.addUncutSleeving), {
    message: 'Choose cut or uncut sleeving, not both',
    path: ['addUncutSleeving'],
  });

/** Parsed input: every count and flag present. */
export type PriceCalculatorInput = z.output<typeof priceCalculatorInput>;
/** What a client may send: every field optional (or null), defaults filled by the schema. */
export type PriceCalculatorArgs = z.input<typeof priceCalculatorInput>;

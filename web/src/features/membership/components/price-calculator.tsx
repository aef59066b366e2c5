import { useMemo, useReducer, useRef } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import type { PriceCalculatorInput, PriceComparisonQuery } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/error-message';
import { formatCents } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePriceComparisonQuery } from '../api/price-comparison';
import {
  type AddOnKey,
  addOnCount,
  type CalculatorState,
  calculatorInput,
  calculatorReducer,
  initialCalculatorState,
  MAX_ROLLS,
  type SleevingKind,
} from './calculator-state';
import styles from './price-calculator.module.css';
import { RollStepper } from './roll-stepper';

/** Spec §2's calculator waits for typing to pause before asking the server. */
const CALCULATOR_DEBOUNCE_MS = 250;

type Column = PriceComparisonQuery['priceComparison']['columns'][number];
type Money = 'membership' | 'devScan' | 'rush' | 'scan4K' | 'proScan' | 'sleeving' | 'prints';

interface Shown {
  columns: Column[];
  /** The input those columns answer, so row notes ('20 rolls') match the figures beside them. */
  input: PriceCalculatorInput;
}

const ADD_ONS: { key: AddOnKey | SleevingKind; label: string }[] = [
  { key: 'rush', label: 'Rush' },
  { key: 'scan4K', label: '4K Scans' },
  { key: 'proScan', label: 'Pro Scans' },
  { key: 'cut', label: 'Cut Sleeving' },
  { key: 'uncut', label: 'Uncut Sleeving' },
  { key: 'prints', label: '4x6 Prints' },
];

const rolls = (count: number | null | undefined) => `${count ?? 0} ${count === 1 ? 'roll' : 'rolls'}`;

/** The table's rows (spec §2): which column figure, and the roll count behind it when the add-on is on. */
function rowsFor(
  input: PriceCalculatorInput,
): { key: Money; label: string; note: string | null; on: boolean }[] {
  const n = input.numRolls ?? {};
  const sleeving = input.addCutSleeving
    ? `${rolls(n.withCutSleeving)}, cut`
    : input.addUncutSleeving
      ? `${rolls(n.withUncutSleeving)}, uncut`
      : null;
  return [
    { key: 'membership', label: 'Membership', note: 'a year', on: true },
    { key: 'devScan', label: 'Dev + Scan', note: rolls(n.devScan), on: true },
    { key: 'rush', label: 'Rush', note: input.addRush ? rolls(n.withRush) : null, on: !!input.addRush },
    {
      key: 'scan4K',
      label: '4K Scans',
      note: input.add4KScans ? rolls(n.with4KScans) : null,
      on: !!input.add4KScans,
    },
    {
      key: 'proScan',
      label: 'Pro Scans',
      note: input.addProScans ? rolls(n.withProScans) : null,
      on: !!input.addProScans,
    },
    { key: 'sleeving', label: 'Sleeving', note: sleeving, on: sleeving !== null },
    {
      key: 'prints',
      label: 'Prints',
      note: input.addPrints ? rolls(n.withPrints) : null,
      on: !!input.addPrints,
    },
  ];
}

interface PriceCalculatorProps {
  /** The section's anchor, e.g. 'price-calculator' on the landing page. */
  id?: string;
}

/**
 * The price calculator (spec §2, §4, §5): what a person shoots on the left, a year on each tier on the right.
 * Every figure is the server's `priceComparison`; this only collects the counts and formats cents.
 */
export function PriceCalculator({ id }: PriceCalculatorProps) {
  const [state, dispatch] = useReducer(calculatorReducer, initialCalculatorState);
  const input = useMemo(() => calculatorInput(state), [state]);
  const sent = useDebouncedValue(input, CALCULATOR_DEBOUNCE_MS);
  const [result] = usePriceComparisonQuery(sent);

  // The answer is read during render, so a prerendered page carries the table (its query is seeded); the last
  // answer stays on screen while the next one loads or if it fails, so the table never blinks out.
  const answered = result.data?.priceComparison.columns;
  const answeredInput = result.operation?.variables.input;
  const current = useMemo<Shown | null>(
    () => (answered && answeredInput ? { columns: answered, input: answeredInput } : null),
    [answered, answeredInput],
  );
  const last = useRef<Shown | null>(null);
  if (current) last.current = current;
  const shown = current ?? last.current;

  const updating = result.fetching || input !== sent;
  const headingId = `${id ?? 'price-calculator'}-title`;

  return (
    <section id={id} className={styles.calculator} aria-labelledby={headingId}>
      <form className={styles.panel} onSubmit={(event) => event.preventDefault()} noValidate>
        <h2 id={headingId} className={styles.question}>
          How many rolls do you shoot per year?
        </h2>
        <RollStepper
          label="Dev + Scan rolls"
          value={state.devScan}
          max={MAX_ROLLS}
          onChange={(count) => dispatch({ type: 'devScan', count })}
        />
        <fieldset className={styles.addOns}>
          <legend className={styles.addOnsTitle}>Add-ons</legend>
          {ADD_ONS.map(({ key, label }) => (
            <AddOnRow key={key} addOn={key} label={label} state={state} dispatch={dispatch} />
          ))}
        </fieldset>
      </form>
      <div className={styles.results}>
        <FormAlert message={result.error ? errorMessage(result.error) : null} />
        {shown ? (
          <ComparisonTable shown={shown} updating={updating} />
        ) : (
          <div className={styles.placeholder} role="status">
            {result.error ? null : (
              <>
                <Spinner size={24} /> Working out your year…
              </>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

interface AddOnRowProps {
  addOn: AddOnKey | SleevingKind;
  label: string;
  state: CalculatorState;
  dispatch: (action: Parameters<typeof calculatorReducer>[1]) => void;
}

function AddOnRow({ addOn, label, state, dispatch }: AddOnRowProps) {
  const sleeving = addOn === 'cut' || addOn === 'uncut';
  const on = sleeving ? state.sleeving.kind === addOn : state.addOns[addOn].on;
  const count = addOnCount(state, sleeving ? 'sleeving' : addOn);
  const toggle = () =>
    dispatch(sleeving ? { type: 'toggleSleeving', kind: addOn } : { type: 'toggle', addOn });
  const setCount = (value: number) =>
    dispatch(sleeving ? { type: 'sleevingCount', count: value } : { type: 'count', addOn, count: value });
  return (
    <div className={`${styles.addOn} ${on ? styles.addOnOn : ''}`}>
      <label className={styles.check}>
        <input type="checkbox" checked={on} onChange={toggle} />
        <span>{label}</span>
      </label>
      {on && (
        <RollStepper
          label={`${label} rolls`}
          hideLabel
          value={count}
          max={state.devScan}
          onChange={setCount}
        />
      )}
    </div>
  );
}

function ComparisonTable({ shown, updating }: { shown: Shown; updating: boolean }) {
  const { columns, input } = shown;
  const rows = rowsFor(input);
  const cell = (column: Column) => `${styles.cell} ${column.best ? styles.best : ''}`;
  return (
    <>
      {/* A glance for phones, where the table scrolls sideways; the table below holds the same figures for
          screen readers, so this copy is hidden from them. */}
      <ul className={styles.totals} aria-hidden="true">
        {columns.map((column) => (
          <li key={column.planId} className={`${styles.totalCard} ${column.best ? styles.best : ''}`}>
            {column.best && <span className={styles.badge}>Best value</span>}
            <span className={styles.totalPlan}>{column.label}</span>
            <span className={styles.totalAmount}>{formatCents(column.total)}</span>
            <span className={styles.totalPerRoll}>
              a year
              {column.perRoll !== null && column.perRoll !== undefined
                ? ` · ${formatCents(column.perRoll)} per roll`
                : ''}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.swipeHint} aria-hidden="true">
        Swipe the table for every plan →
      </p>
      <section
        className={`${styles.scroller} ${updating ? styles.updating : ''}`}
        aria-label="Yearly cost on each plan"
        aria-busy={updating}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it.
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption className="visually-hidden">A year of your film on each plan, in US dollars</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.service}>
                Service
              </th>
              {columns.map((column) => (
                <th
                  key={column.planId}
                  scope="col"
                  className={`${styles.colHead} ${column.best ? styles.best : ''}`}
                >
                  <span className={styles.planName}>{column.label}</span>
                  {column.best && <span className={styles.badge}>Best value</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className={row.on ? undefined : styles.off}>
                <th scope="row" className={styles.rowHead}>
                  {row.label}
                  {row.note && <span className={styles.note}>{row.note}</span>}
                </th>
                {columns.map((column) => (
                  <td key={column.planId} className={cell(column)}>
                    {row.on ? formatCents(column[row.key]) : '—'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className={styles.total}>
              <th scope="row" className={styles.rowHead}>
                Total
                <span className={styles.note}>a year</span>
              </th>
              {columns.map((column) => (
                <td key={column.planId} className={cell(column)}>
                  {formatCents(column.total)}
                </td>
              ))}
            </tr>
            <tr className={styles.perRoll}>
              <th scope="row" className={styles.rowHead}>
                Per roll
              </th>
              {columns.map((column) => (
                <td key={column.planId} className={cell(column)}>
                  {column.perRoll === null || column.perRoll === undefined
                    ? '—'
                    : formatCents(column.perRoll)}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </section>
    </>
  );
}

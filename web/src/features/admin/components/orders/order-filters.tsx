import { useEffect, useState } from 'react';
import { SelectField } from '../../../../components/ui/select-field';
import { ORDER_STATUS_LABELS } from '../../../../components/ui/status-chip';
import { TextField } from '../../../../components/ui/text-field';
import type { OrderStatus } from '../../../../gql/graphql';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useAdminLocationsQuery } from '../../api/admin-locations';
import { ORDER_STATUSES } from '../../labels';
import styles from './admin-orders-page.module.css';

/** Mail-in orders have no drop-off location; the lab files them under this name (docs/lab-behaviour.md 'Orders'). */
export const MAIL_IN = 'Mail-in';
export const SEARCH_DEBOUNCE_MS = 300;

export interface OrderFilterValues {
  status: OrderStatus | null;
  location: string | null;
  search: string;
}

interface OrderFiltersProps {
  values: OrderFilterValues;
  onChange: (change: Partial<OrderFilterValues>) => void;
}

/** Status chips, a location select and a search box; the page keeps what they say in the URL. */
export function OrderFilters({ values, onChange }: OrderFiltersProps) {
  const [{ data }] = useAdminLocationsQuery();
  const [text, setText] = useState(values.search);
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled change of the text is news for the URL.
  useEffect(() => {
    if (settled !== values.search) onChange({ search: settled });
  }, [settled]);

  const names = (data?.locations ?? []).map((location) => location.name).filter((name) => name !== MAIL_IN);
  const locations = [...names, MAIL_IN];
  if (values.location && !locations.includes(values.location)) locations.push(values.location);

  return (
    <div className={styles.filters}>
      <fieldset className={styles.statuses}>
        <legend className="visually-hidden">Status</legend>
        {[null, ...ORDER_STATUSES].map((status) => (
          <button
            key={status ?? 'all'}
            type="button"
            className={styles.statusChip}
            aria-pressed={values.status === status}
            onClick={() => onChange({ status })}
          >
            {status ? ORDER_STATUS_LABELS[status] : 'All'}
          </button>
        ))}
      </fieldset>
      <div className={styles.fields}>
        <SelectField
          label="Location"
          value={values.location ?? ''}
          onChange={(event) => onChange({ location: event.target.value || null })}
          className={styles.location}
        >
          <option value="">All locations</option>
          {locations.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Search"
          type="search"
          placeholder="Order number, name or e-mail"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
    </div>
  );
}

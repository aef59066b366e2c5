import { useEffect, useState } from 'react';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import type { FilmFormat, FilmProcess, FilmRollFilter } from '../../../../gql/graphql';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { FORMAT_LABELS, PROCESS_LABELS } from '../../../orders/labels';
import { ChipName } from '../tag-editor/tag-editor';
import styles from './roll-filters.module.css';

export interface FilterOptions {
  stocks: string[];
  formats: FilmFormat[];
  processes: FilmProcess[];
  tags: { id: string; name: string }[];
  locations: { id: string; name: string }[];
}

/** The filter as kept in the address (?q=&stock=&format=&process=&tag=…&location=…&from=&to=), so it survives a reload. */
export function filterFromParams(params: URLSearchParams): FilmRollFilter {
  const filter: FilmRollFilter = {};
  const q = params.get('q')?.trim();
  if (q) filter.search = q;
  const stock = params.get('stock');
  if (stock) filter.stock = stock;
  const format = params.get('format');
  if (format && format in FORMAT_LABELS) filter.format = format as FilmFormat;
  const process = params.get('process');
  if (process && process in PROCESS_LABELS) filter.process = process as FilmProcess;
  const tags = params.getAll('tag');
  if (tags.length) filter.tagIds = tags;
  const locations = params.getAll('location');
  if (locations.length) filter.locationIds = locations;
  const from = params.get('from');
  if (from && /^\d{4}-\d{2}-\d{2}$/.test(from)) filter.from = `${from}T00:00:00.000Z`;
  const to = params.get('to');
  if (to && /^\d{4}-\d{2}-\d{2}$/.test(to)) filter.to = `${to}T23:59:59.999Z`;
  return filter;
}

interface RollFiltersProps {
  params: URLSearchParams;
  setParams: (next: URLSearchParams) => void;
  options: FilterOptions | null;
}

function ToggleChips({
  label,
  name,
  items,
  params,
  setParams,
}: {
  label: string;
  name: 'tag' | 'location';
  items: { id: string; name: string }[];
  params: URLSearchParams;
  setParams: (next: URLSearchParams) => void;
}) {
  if (items.length === 0) return null;
  const chosen = new Set(params.getAll(name));
  const toggle = (id: string) => {
    const next = new URLSearchParams(params);
    next.delete(name);
    const ids = chosen.has(id) ? [...chosen].filter((x) => x !== id) : [...chosen, id];
    for (const x of ids) next.append(name, x);
    setParams(next);
  };
  return (
    <fieldset className={styles.chipGroup}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.chips}>
        {items.map((item) => (
          <button
            key={item.id}
            type="button"
            className={styles.toggle}
            aria-pressed={chosen.has(item.id)}
            onClick={() => toggle(item.id)}
          >
            <ChipName name={item.name} />
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** Search (debounced) and the filters the user's rolls offer (User.scanFilters). */
export function RollFilters({ params, setParams, options }: RollFiltersProps) {
  const [search, setSearch] = useState(params.get('q') ?? '');
  // Small screens fold the filters away behind one button; a filter in the address opens them.
  const [open, setOpen] = useState(() => [...params.keys()].some((key) => key !== 'q'));
  const settled = useDebouncedValue(search, 300);
  // The debounced search writes the address; other filters write it at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search should write the address.
  useEffect(() => {
    if ((params.get('q') ?? '') === settled.trim()) return;
    const next = new URLSearchParams(params);
    if (settled.trim()) next.set('q', settled.trim());
    else next.delete('q');
    setParams(next);
  }, [settled]);

  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };
  const active = [...params.keys()].some((key) => key !== 'q');

  return (
    <search className={styles.filters} aria-label="Filter rolls">
      <TextField
        className={styles.search}
        label="Search rolls"
        type="search"
        placeholder="Name, stock, tag or location"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {options && (
        <button
          type="button"
          className={styles.more}
          aria-expanded={open}
          aria-controls="roll-filter-panel"
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide filters' : 'More filters'}
        </button>
      )}
      {options && (
        <div id="roll-filter-panel" className={`${styles.panel} ${open ? styles.open : ''}`}>
          <div className={styles.selects}>
            {options.stocks.length > 1 && (
              <SelectField
                label="Stock"
                value={params.get('stock') ?? ''}
                onChange={(e) => set('stock', e.target.value)}
              >
                <option value="">Any stock</option>
                {options.stocks.map((stock) => (
                  <option key={stock}>{stock}</option>
                ))}
              </SelectField>
            )}
            {options.formats.length > 1 && (
              <SelectField
                label="Format"
                value={params.get('format') ?? ''}
                onChange={(e) => set('format', e.target.value)}
              >
                <option value="">Any format</option>
                {options.formats.map((format) => (
                  <option key={format} value={format}>
                    {FORMAT_LABELS[format]}
                  </option>
                ))}
              </SelectField>
            )}
            {options.processes.length > 1 && (
              <SelectField
                label="Process"
                value={params.get('process') ?? ''}
                onChange={(e) => set('process', e.target.value)}
              >
                <option value="">Any process</option>
                {options.processes.map((process) => (
                  <option key={process} value={process}>
                    {PROCESS_LABELS[process]}
                  </option>
                ))}
              </SelectField>
            )}
            <TextField
              label="From"
              type="date"
              value={params.get('from') ?? ''}
              onChange={(e) => set('from', e.target.value)}
            />
            <TextField
              label="To"
              type="date"
              value={params.get('to') ?? ''}
              onChange={(e) => set('to', e.target.value)}
            />
          </div>
          <ToggleChips label="Tags" name="tag" items={options.tags} params={params} setParams={setParams} />
          <ToggleChips
            label="Locations"
            name="location"
            items={options.locations}
            params={params}
            setParams={setParams}
          />
        </div>
      )}
      {active && (
        <button
          type="button"
          className={styles.clear}
          onClick={() => {
            setSearch('');
            setParams(new URLSearchParams());
          }}
        >
          Clear filters
        </button>
      )}
    </search>
  );
}

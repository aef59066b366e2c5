import { type KeyboardEvent, useCallback, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { StatusChip } from '../../../../components/ui/status-chip';
import { useDismiss } from '../../../../components/ui/use-dismiss';
import { errorMessage } from '../../../../lib/error-message';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useQuickSearchOrdersQuery } from '../../api/quick-search-orders';
import { adminOrderPath } from '../../labels';
import styles from './quick-search.module.css';

/** Spec §9: the quick search waits 300 ms after the last keystroke. */
export const QUICK_SEARCH_DEBOUNCE_MS = 300;

/**
 * The admin header's quick order search (spec §2, §8): a combobox whose listbox opens while there is text,
 * closes on Escape or a click outside, and empties with the field. Blank text never reaches the server.
 */
export function QuickSearch() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebouncedValue(text.trim(), QUICK_SEARCH_DEBOUNCE_MS);
  const [{ data, error, fetching, operation }] = useQuickSearchOrdersQuery(term);
  const navigate = useNavigate();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, inputRef);

  // Only an answer for the term on screen counts: a slow answer to an earlier term must not show.
  const current = operation?.variables.search === term && !fetching;
  const failed = current && error ? errorMessage(error) : null;
  const result = current && !error ? data?.quickSearchOrders : undefined;
  const orders = result?.orders ?? [];
  const settled = text.trim() !== '' && text.trim() === term;
  const visible = open && text.trim() !== '';

  const openOrder = (index: number) => {
    const order = orders[index];
    if (!order) return;
    setText('');
    setOpen(false);
    setActive(-1);
    navigate(adminOrderPath(order.customer.id, order.id));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (orders.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + orders.length) % orders.length);
    } else if (event.key === 'Enter' && visible && orders.length > 0) {
      event.preventDefault();
      openOrder(active >= 0 ? active : 0);
    }
  };

  let message: string | null = null;
  if (failed) message = `Error: ${failed}`;
  else if (!settled || !result) message = 'Searching…';
  else if (result.count === 0) message = `No orders found for “${term}”`;

  return (
    <div className={styles.root} ref={rootRef}>
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        width="16"
        height="16"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        ref={inputRef}
        type="text"
        maxLength={200}
        className={styles.input}
        placeholder="Quick Order Search"
        aria-label="Quick order search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={visible}
        aria-controls={listId}
        aria-activedescendant={visible && active >= 0 && orders[active] ? `${listId}-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setOpen(event.target.value.trim() !== '');
        }}
        onFocus={() => setOpen(text.trim() !== '')}
        onKeyDown={onKeyDown}
      />
      <div className={styles.panel} hidden={!visible}>
        <p className={styles.message} role="status" aria-live="polite">
          {visible ? message : null}
        </p>
        <div id={listId} role="listbox" aria-label="Orders found" className={styles.list}>
          {visible &&
            orders.map((order, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard stays in the combobox input (aria-activedescendant), whose arrows and Enter choose.
              <div
                key={order.id}
                id={`${listId}-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className={styles.option}
                // Keeps focus in the input while the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => openOrder(index)}
              >
                <span className={styles.number}>{order.number}</span>
                <span className={styles.customer}>
                  {/* Cut with an ellipsis on one line; the whole text in the title (issue 26). */}
                  <span
                    className={styles.name}
                    title={`${order.customer.firstName} ${order.customer.lastName}`}
                  >
                    {order.customer.firstName} {order.customer.lastName}
                  </span>
                  <span className={styles.email} title={order.customer.email}>
                    {order.customer.email}
                  </span>
                </span>
                <StatusChip status={order.status} />
              </div>
            ))}
        </div>
        {visible && result && result.count > orders.length && (
          <p className={styles.more}>
            Showing {orders.length} of {result.count} results
          </p>
        )}
      </div>
    </div>
  );
}

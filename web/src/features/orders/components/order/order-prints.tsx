import type { ReactNode } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../../../../gql';
import type { OrderPrintsQuery as OrderPrintsData } from '../../../../gql/graphql';
import { formatCents } from '../../../../lib/format';
import styles from './order-prints.module.css';

// The prints bought with an order (spec §3 print entry): asked apart from the order's own fields, so an order
// page still shows when prints cannot be read.

const OrderPrintsQuery = graphql(`
  query OrderPrints($id: ID!) {
    order(id: $id) {
      id
      prints {
        id
        kind
        paperName
        width
        height
        border
        quantity
        amount
        draft {
          id
          name
          url
        }
        scan {
          id
          frame
          thumbnailUrl
        }
      }
    }
  }
`);

function borderText(border: number): string {
  if (border === 0) return 'borderless';
  const fractions: Record<number, string> = { 0.125: '1/8', 0.25: '1/4', 0.5: '1/2' };
  return `${fractions[border] ?? border} in border`;
}

type OrderPrint = NonNullable<OrderPrintsData['order']>['prints'][number];

interface PrintRow {
  key: string;
  what: string;
  thumbs: string[];
  paperName: string;
  width: number;
  height: number;
  border: number;
  quantity: number;
  amount: number;
}

/** How many frames' thumbnails a 4x6 set shows before '+ n more'. */
const SET_THUMBS = 6;

/**
 * One row per large print, and one per 4x6 set (the lab keeps a row per frame: the frames printed alike, same paper,
 * border and copies, read as one set of 'n frames').
 */
export function printRows(prints: readonly OrderPrint[]): PrintRow[] {
  const rows: PrintRow[] = [];
  const sets = new Map<string, PrintRow & { frames: number[] }>();
  for (const print of prints) {
    const base = {
      paperName: print.paperName,
      width: print.width,
      height: print.height,
      border: print.border,
      quantity: print.quantity,
    };
    if (print.kind !== 'FOUR_BY_SIX') {
      rows.push({
        ...base,
        key: print.id,
        what: `${print.width} x ${print.height} in print${print.draft ? ` of ${print.draft.name}` : ''}`,
        thumbs: print.draft?.url ? [print.draft.url] : [],
        amount: print.amount,
      });
      continue;
    }
    const key = `${print.paperName}|${print.border}|${print.quantity}`;
    let set = sets.get(key);
    if (!set) {
      set = { ...base, key: print.id, what: '', thumbs: [], amount: 0, frames: [] };
      sets.set(key, set);
      rows.push(set);
    }
    set.amount += print.amount;
    if (print.scan) {
      set.frames.push(print.scan.frame);
      set.thumbs.push(print.scan.thumbnailUrl);
    }
    const count = Math.max(set.frames.length, 1);
    set.what = `4x6 prints of ${count} frame${count === 1 ? '' : 's'}`;
  }
  return rows;
}

/**
 * Thumbnails, paper, size, border, copies and amount of the order's prints, with the print shop's progress under the
 * title when a shop has them; nothing when the order has no prints.
 */
export function OrderPrints({ orderId, status }: { orderId: string; status?: ReactNode }) {
  const [{ data }] = useQuery({ query: OrderPrintsQuery, variables: { id: orderId } });
  const rows = printRows(data?.order?.prints ?? []);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="order-prints-title">
      <h2 id="order-prints-title" className={styles.title}>
        Prints
      </h2>
      {status}
      <ul className={styles.prints}>
        {rows.map((row) => (
          <li key={row.key} className={styles.print}>
            <span className={styles.thumbs}>
              {row.thumbs.length === 0 && <span className={styles.thumb} />}
              {row.thumbs.slice(0, SET_THUMBS).map((url) => (
                <img key={url} className={styles.thumb} src={url} alt="" width={64} height={64} />
              ))}
              {row.thumbs.length > SET_THUMBS && (
                <span className={styles.more}>+ {row.thumbs.length - SET_THUMBS} more</span>
              )}
            </span>
            <span className={styles.text}>
              <span className={styles.name}>{row.what}</span>
              <span className={styles.facts}>
                {row.paperName} · {row.width} x {row.height} in · {borderText(row.border)} · {row.quantity}{' '}
                {row.quantity === 1 ? 'copy' : 'copies'}
                {row.thumbs.length > 1 ? ' each' : ''}
              </span>
            </span>
            <span className={styles.amount}>{formatCents(row.amount)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

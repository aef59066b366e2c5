import { formatCents } from '../../../lib/format';
import styles from './order-money.module.css';

interface Line {
  key: string;
  description: string;
  unitAmount: number;
  quantity: number;
  creditsApplied: number;
  amount: number;
}
interface Credit {
  kind: string;
  label: string;
  quantity: number;
  value: number;
}
interface Totals {
  subtotal: number;
  discount: number;
  credit: number;
  creditLabel: string;
  tax: number;
  total: number;
}

interface OrderMoneyProps {
  lines: Line[];
  credits: Credit[];
  totals: Totals;
  /** Heading level context: the caption names the table for screen readers. */
  caption?: string;
  /** Announce total changes (the editor's estimate updates as the person edits). */
  live?: boolean;
}

/** The server's lines, the membership credits they used and the totals, exactly as the server computed them. */
export function OrderMoney({ lines, credits, totals, caption = 'Charges', live = false }: OrderMoneyProps) {
  return (
    <div className={styles.money}>
      {lines.length > 0 ? (
        <table className={styles.lines}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className={styles.num}>
                Qty
              </th>
              <th scope="col" className={styles.num}>
                Each
              </th>
              <th scope="col" className={styles.num}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a key such as 'devscan' repeats across processes.
              <tr key={`${line.key}-${index}`}>
                <th scope="row" className={styles.item}>
                  {line.description}
                  {line.creditsApplied > 0 && (
                    <span className={styles.credited}>{line.creditsApplied} paid with credits</span>
                  )}
                </th>
                <td className={styles.num}>{line.quantity}</td>
                <td className={styles.num}>{formatCents(line.unitAmount)}</td>
                <td className={styles.num}>{formatCents(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={styles.empty}>Charges are worked out when the lab invoices this order.</p>
      )}
      {credits.length > 0 && (
        <div className={styles.credits}>
          <h3 className={styles.subTitle}>Membership credits used</h3>
          <ul>
            {credits.map((credit) => (
              <li key={credit.kind}>
                <span>
                  {credit.quantity} × {credit.label}
                </span>
                <span className={styles.saved}>saves {formatCents(credit.value)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <dl className={styles.totals} aria-live={live ? 'polite' : undefined} aria-atomic={live || undefined}>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatCents(totals.subtotal)}</dd>
        </div>
        {totals.discount > 0 && (
          <div>
            <dt>Discount</dt>
            <dd>−{formatCents(totals.discount)}</dd>
          </div>
        )}
        <div>
          <dt>{totals.creditLabel}</dt>
          <dd>{totals.credit > 0 ? `−${formatCents(totals.credit)}` : formatCents(0)}</dd>
        </div>
        <div>
          <dt>Tax</dt>
          <dd>{formatCents(totals.tax)}</dd>
        </div>
        <div className={styles.grand}>
          <dt>Total</dt>
          <dd>{formatCents(totals.total)}</dd>
        </div>
      </dl>
    </div>
  );
}

import { formatCents } from '../../../lib/format';
import styles from './cart.module.css';

/** The server's quote as the checkout shows it (every figure comes from the lab: the client prices nothing). */
export interface CheckoutQuote {
  subtotal: number;
  shipping: number;
  memberPriced: boolean;
  memberSavings: number;
  needsDelivery: boolean;
  discount: number;
  promoCode?: string | null;
  credit: number;
  tax: number;
  total: number;
}

/** Subtotal, member savings, shipping, discount, account credit, tax and total, each only when it applies. */
export function CheckoutTotals({ quote }: { quote: CheckoutQuote }) {
  return (
    <dl className={styles.totals} aria-label="Order total">
      <div>
        <dt>Subtotal</dt>
        <dd>{formatCents(quote.subtotal - quote.shipping)}</dd>
      </div>
      {quote.memberPriced && (
        <div className={styles.saving}>
          <dt>Member savings included</dt>
          <dd>{formatCents(quote.memberSavings)}</dd>
        </div>
      )}
      {quote.needsDelivery && (
        <div>
          <dt>Shipping</dt>
          <dd>{quote.shipping === 0 ? 'Free' : formatCents(quote.shipping)}</dd>
        </div>
      )}
      {quote.discount > 0 && (
        <div>
          <dt>Discount ({quote.promoCode})</dt>
          <dd>−{formatCents(quote.discount)}</dd>
        </div>
      )}
      {quote.credit > 0 && (
        <div>
          <dt>Account Credit</dt>
          <dd>−{formatCents(quote.credit)}</dd>
        </div>
      )}
      <div>
        <dt>Tax (8.75%)</dt>
        <dd>{formatCents(quote.tax)}</dd>
      </div>
      <div className={styles.total}>
        <dt>Total</dt>
        <dd>{formatCents(quote.total)}</dd>
      </div>
    </dl>
  );
}

import type { ReactNode } from 'react';
import { formatCents } from '../../../lib/format';
import styles from './purchase.module.css';
import { planPriceText } from './tier-choice';
import type { Plan } from './tier-sections';

interface PurchaseSummaryProps {
  plan: Plan | null;
  promoCode?: string;
  /** The form's alert and submit button, or the visitor's log-in links. */
  children: ReactNode;
}

/**
 * What the person is about to agree to, in the server's figures: the plan's price as the catalogue states it.
 * A promo code's discount is worked out by the payment processor when the card is charged, so it is named here,
 * never estimated.
 */
export function PurchaseSummary({ plan, promoCode, children }: PurchaseSummaryProps) {
  const period = plan?.billingInterval === 'MONTH' ? 'month' : 'year';
  return (
    <aside className={styles.summary} aria-labelledby="purchase-summary-title">
      <h2 id="purchase-summary-title" className={styles.summaryTitle}>
        Summary
      </h2>
      {plan ? (
        <>
          <dl className={styles.summaryLines}>
            <div>
              <dt>Membership</dt>
              <dd>{plan.label}</dd>
            </div>
            <div>
              <dt>Price</dt>
              <dd>{planPriceText(plan)}</dd>
            </div>
            {promoCode && (
              <div>
                <dt>Promo code</dt>
                <dd className={styles.code}>{promoCode.toUpperCase()}</dd>
              </div>
            )}
          </dl>
          <p className={styles.charge}>
            You’ll be charged {formatCents(plan.price)} a {period}
            {promoCode ? ', less your promo code’s discount' : ''}.
          </p>
          <p className={styles.smallPrint}>
            Your membership starts today and renews every {period} until you cancel. It replaces any plan you
            hold now.
          </p>
        </>
      ) : (
        <p className={styles.smallPrint}>Choose a tier to see what you’ll pay.</p>
      )}
      {children}
    </aside>
  );
}

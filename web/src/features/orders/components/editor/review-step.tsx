import { Loader } from '../../../../components/ui/spinner';
import {
  FORMAT_LABELS,
  NEGATIVES_LABELS,
  PROCESS_LABELS,
  SERVICE_LEVEL_LABELS,
  SHIPPING_METHOD_LABELS,
  shipsNegatives,
} from '../../labels';
import { OrderMoney } from '../order-money';
import type { OrderDraft } from './draft';
import styles from './editor.module.css';
import { QuoteProblem, type QuoteState } from './estimate-panel';

interface ReviewStepProps {
  draft: OrderDraft;
  quote: QuoteState;
  onRetryQuote: () => void;
}

/** Step 3: what is being sent and the server's price for every line, before the person creates the order. */
export function ReviewStep({ draft, quote, onRetryQuote }: ReviewStepProps) {
  const actions = [...new Set(draft.rolls.map((roll) => roll.negativesAction))];
  const shipped = draft.rolls.some((roll) => shipsNegatives(roll.negativesAction));
  return (
    <div className={styles.stepBody}>
      <dl className={styles.reviewFacts}>
        <div>
          <dt>Rolls</dt>
          <dd>
            <ol className={styles.reviewRolls}>
              {draft.rolls.map((roll) => (
                <li key={roll.key}>
                  {roll.stock.trim()} · {PROCESS_LABELS[roll.process]} · {FORMAT_LABELS[roll.format]}
                </li>
              ))}
            </ol>
          </dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>
            {SHIPPING_METHOD_LABELS[draft.shippingMethod]}
            {draft.shippingMethod === 'DROP_OFF' && draft.location ? ` · ${draft.location}` : ''}
          </dd>
        </div>
        <div>
          <dt>Negatives</dt>
          <dd>
            {actions.map((action) => NEGATIVES_LABELS[action]).join('; ')}
            {shipped ? ` · ${SERVICE_LEVEL_LABELS[draft.serviceLevel]}` : ''}
          </dd>
        </div>
        {draft.notes.trim() && (
          <div>
            <dt>Notes</dt>
            <dd>{draft.notes.trim()}</dd>
          </div>
        )}
      </dl>
      <section className={styles.reviewMoney} aria-label="Price">
        {quote.data ? (
          <OrderMoney
            lines={quote.data.orderQuote.lines}
            credits={quote.data.orderQuote.credits}
            totals={quote.data.orderQuote.totals}
            caption="Your price"
            live
          />
        ) : quote.error && !quote.fetching ? (
          <QuoteProblem quote={quote} onRetry={onRetryQuote} />
        ) : (
          <Loader label="Pricing your order…" />
        )}
      </section>
      <p className={styles.muted}>
        You pay when the lab invoices the order, after your rolls are developed. Credits are confirmed then.
      </p>
    </div>
  );
}

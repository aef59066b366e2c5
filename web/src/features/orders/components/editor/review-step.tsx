import { addressLine } from '../../../../components/address/address-picker';
import { useAddressBookQuery } from '../../../../components/address/api/address-book';
import { Loader } from '../../../../components/ui/spinner';
import { windowLabel } from '../../courier-window';
import {
  FORMAT_LABELS,
  NEGATIVES_LABELS,
  PROCESS_LABELS,
  SERVICE_LEVEL_LABELS,
  SHIPPING_METHOD_LABELS,
} from '../../labels';
import { OrderMoney } from '../order-money';
import { draftShipsNegatives, type OrderDraft } from './draft';
import styles from './editor.module.css';
import { QuoteProblem, type QuoteState } from './estimate-panel';

/**
 * The address a prepaid label ships from (decision 105), repeated on Review: read from the same address book the
 * shipping step's picker loads (already cached), so the review names what the order will hold.
 */
function LabelFrom({ addressId, userId }: { addressId: string; userId?: string }) {
  const [book] = useAddressBookQuery(userId);
  const address = (book.data?.me ?? book.data?.user)?.addresses.find((a) => a.id === addressId);
  return (
    <div>
      <dt>Label from</dt>
      <dd>
        {address ? addressLine(address) : book.fetching ? 'Loading the address…' : 'Your chosen address'}
      </dd>
    </div>
  );
}

/** Step 3: what is being sent, before the person creates the order. */
export function ReviewFacts({ draft, userId }: { draft: OrderDraft; userId?: string }) {
  const actions = [...new Set(draft.rolls.map((roll) => roll.negativesAction))];
  const shipped = draftShipsNegatives(draft);
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
            {draft.shippingMethod === 'COURIER_PICK_UP' && draft.courier
              ? ` · ${draft.courier.messengerName}, ${windowLabel(draft.courier.startsAt, draft.courier.endsAt)}`
              : ''}
          </dd>
        </div>
        {draft.shippingMethod === 'PREPAID_LABEL' && draft.labelAddressId && (
          <LabelFrom addressId={draft.labelAddressId} userId={userId} />
        )}
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
      <p className={styles.muted}>
        You pay when the lab invoices the order, after your rolls are developed. Credits are confirmed then.
      </p>
    </div>
  );
}

/** Step 3's price: the server's line for every roll and add-on, the credits used and the totals. */
export function ReviewPrice({ quote, onRetryQuote }: { quote: QuoteState; onRetryQuote: () => void }) {
  if (quote.data) {
    return (
      <OrderMoney
        lines={quote.data.orderQuote.lines}
        credits={quote.data.orderQuote.credits}
        totals={quote.data.orderQuote.totals}
        caption="Your price"
        live
      />
    );
  }
  if (quote.error && !quote.fetching) return <QuoteProblem quote={quote} onRetry={onRetryQuote} />;
  return <Loader label="Pricing your order…" />;
}

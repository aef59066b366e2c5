import type { UseQueryState } from 'urql';
import { Button } from '../../../../components/ui/button';
import type { OrderQuoteQuery, OrderQuoteQueryVariables } from '../../../../gql/graphql';
import { errorMessage } from '../../../../lib/error-message';
import { formatCents } from '../../../../lib/format';
import styles from './editor.module.css';

export type QuoteState = UseQueryState<OrderQuoteQuery, OrderQuoteQueryVariables>;

/** Beside the Rolls and Shipping steps: the server's running estimate, announced politely as it changes. */
export function EstimatePanel({ quote, rollCount }: { quote: QuoteState; rollCount: number }) {
  const totals = quote.data?.orderQuote.totals;
  let body: string;
  if (totals) body = formatCents(totals.total);
  else if (quote.fetching) body = 'Pricing…';
  else if (quote.error) body = 'Unavailable';
  else body = '—';
  return (
    <aside className={styles.estimate} aria-labelledby="estimate-title">
      <h2 id="estimate-title" className={styles.estimateTitle}>
        Estimate
      </h2>
      <p className={styles.estimateRolls}>
        {rollCount} roll{rollCount === 1 ? '' : 's'}
      </p>
      <p className={styles.estimateTotal} aria-live="polite" aria-atomic="true">
        <span className="visually-hidden">Estimated total: </span>
        {body}
      </p>
      <p className={styles.muted}>{estimateNote(quote)}</p>
    </aside>
  );
}

/** Under the figure: how it was worked out, why there is none (the server's own words), or what it needs. */
function estimateNote(quote: QuoteState): string {
  if (quote.data?.orderQuote.totals)
    return 'Worked out by the lab from your plan, credits and options. The full breakdown is on Review.';
  if (quote.error && !quote.fetching)
    return errorMessage(quote.error) ?? 'The price is not available right now.';
  return 'Add a film stock to a roll to see the price.';
}

/** The quote could not be had: say so, and offer to ask again. */
export function QuoteProblem({ quote, onRetry }: { quote: QuoteState; onRetry: () => void }) {
  return (
    <div className={styles.quoteProblem} role="alert">
      <p>{errorMessage(quote.error) ?? 'The price is not available right now.'}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

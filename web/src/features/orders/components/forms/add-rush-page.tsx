import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { Page } from '../../../../components/ui/page';
import { LoadProblem, PageLoader } from '../../../../components/ui/page-states';
import { errorMessage } from '../../../../lib/error-message';
import { formatCents } from '../../../../lib/format';
import { useAddRushMutation } from '../../api/add-rush';
import { useAddRushQuoteQuery } from '../../api/add-rush-quote';
import { useOrderQuery } from '../../api/order';
import { CheckboxField } from '../fields';
import type { OrderRouteProps } from '../order/order-page';
import styles from './forms.module.css';

/** Rolls the lab has not scanned yet can still move to the front of the line. */
const SCANNED_OR_LATER = new Set(['SCANNED', 'SYNCED', 'DELIVERED', 'SHIPPED']);

/** /users/{id}/orders/{orderId}/add-rush: choose rolls, see the server's price, confirm. */
export function AddRushPage({ orderId, userBase }: OrderRouteProps) {
  const [{ data, error, fetching }, reload] = useOrderQuery(orderId);
  const order = data?.order;
  const back = `${userBase}/orders/${orderId}`;
  return (
    <Page
      eyebrow={order ? `Order ${order.number}` : 'Order'}
      title="Add Rush"
      width="medium"
      lead="Rushed rolls go to the front of the line for developing and scanning."
    >
      {order ? (
        order.actions.addRush ? (
          <AddRushForm orderId={order.id} rolls={order.rolls} back={back} />
        ) : (
          <p className={styles.note}>
            Rush can’t be added to this order any more. <Link to={back}>Back to the order</Link>
          </p>
        )
      ) : fetching || (!error && !data) ? (
        <PageLoader label="Loading the order…" />
      ) : (
        <LoadProblem
          error={error}
          what="this order"
          onRetry={() => reload({ requestPolicy: 'network-only' })}
        />
      )}
    </Page>
  );
}

type Roll = NonNullable<NonNullable<ReturnType<typeof useOrderQuery>[0]['data']>['order']>['rolls'][number];

function AddRushForm({ orderId, rolls, back }: { orderId: string; rolls: Roll[]; back: string }) {
  const eligible = rolls.filter((roll) => !roll.addRush && !SCANNED_OR_LATER.has(roll.stage ?? ''));
  const [chosen, setChosen] = useState<string[]>(() => eligible.map((roll) => roll.id));
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [quote] = useAddRushQuoteQuery(orderId, chosen);
  const [{ fetching, error }, addRush] = useAddRushMutation();
  const navigate = useNavigate();
  const sending = useRef(false);

  if (eligible.length === 0) {
    return (
      <p className={styles.note}>
        Every roll on this order is already rushed or scanned. <Link to={back}>Back to the order</Link>
      </p>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setChoiceError('Choose at least one roll to rush');
      return;
    }
    if (sending.current) return;
    sending.current = true;
    try {
      const result = await addRush({ orderId, rollIds: chosen });
      if (result.data?.addRush) navigate(back);
    } finally {
      sending.current = false;
    }
  };

  const price = quote.data?.addRushQuote;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <fieldset className={styles.group} aria-describedby={choiceError ? 'rush-choice-error' : undefined}>
        <legend className={styles.legend}>Rolls to rush</legend>
        {eligible.map((roll) => (
          <CheckboxField
            key={roll.id}
            label={`${roll.stock} · ${roll.processLabel} · ${roll.formatLabel}`}
            checked={chosen.includes(roll.id)}
            onChange={(event) => {
              setChoiceError(null);
              setChosen((ids) =>
                event.target.checked ? [...ids, roll.id] : ids.filter((id) => id !== roll.id),
              );
            }}
          />
        ))}
        {choiceError && (
          <p id="rush-choice-error" className={styles.error}>
            {choiceError}
          </p>
        )}
      </fieldset>
      <div className={styles.price} aria-live="polite" aria-atomic="true">
        {chosen.length === 0 ? (
          <p>Choose rolls to see the price.</p>
        ) : price ? (
          <dl>
            <div>
              <dt>Rush × {price.rollCount}</dt>
              <dd>{formatCents(price.unitAmount)} each</dd>
            </div>
            {price.creditsApplied > 0 && (
              <div>
                <dt>Paid with rush credits</dt>
                <dd>{price.creditsApplied}</dd>
              </div>
            )}
            <div className={styles.priceTotal}>
              <dt>Adds before tax</dt>
              <dd>{formatCents(price.amount)}</dd>
            </div>
          </dl>
        ) : quote.error ? (
          <p>{errorMessage(quote.error)}</p>
        ) : (
          <p>Pricing…</p>
        )}
      </div>
      <FormAlert message={errorMessage(error)} />
      <div className={styles.actions}>
        <Link to={back}>Cancel</Link>
        <Button type="submit" size="lg" busy={fetching} disabled={chosen.length > 0 && !price}>
          Add Rush
        </Button>
      </div>
    </form>
  );
}

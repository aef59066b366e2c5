import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { PurchaseMembershipMutation } from '../../../gql/graphql';
import { splitErrors } from '../../../lib/error-message';
import { TEST_CARDS } from '../../../lib/test-cards';
import { focusFirstInvalid } from '../../../lib/validation';
import { usePurchaseMembershipMutation } from '../api/purchase-membership';
import styles from './purchase.module.css';
import { PurchaseSummary } from './purchase-summary';
import { TierChoice } from './tier-choice';
import type { Plan } from './tier-sections';

export type PurchasedUser = PurchaseMembershipMutation['purchaseMembership'];

type Field = 'tier' | 'promoCode' | 'card';

/** The server's field names (extensions.field) → this form's. */
const SERVER_FIELDS: Record<string, Field> = {
  planId: 'tier',
  promoCode: 'promoCode',
  token: 'card',
  paymentToken: 'card',
};

interface PurchaseFormProps {
  tiers: Plan[];
  tier: string | null;
  onTierChange: (tier: string) => void;
  /** The plan the person holds now, to mark it among the tiers. */
  currentPlanId?: string | null;
  onPurchased: (user: PurchasedUser) => void;
}

/** Tier, promo code and card, then one confirmed charge: errors land next to their field (spec §5). */
export function PurchaseForm({ tiers, tier, onTierChange, currentPlanId, onPurchased }: PurchaseFormProps) {
  const [{ fetching, error }, purchase] = usePurchaseMembershipMutation();
  const [tierError, setTierError] = useState<string | null>(null);
  const [promoCode, setPromoCode] = useState('');
  const [card, setCard] = useState<string>(TEST_CARDS[0].token);
  // A ref, not state: a second click in the same frame must see the first one at once.
  const submitting = useRef(false);

  const server = splitErrors(error, SERVER_FIELDS);
  const selected = tiers.find((plan) => plan.id === tier) ?? null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (submitting.current) return;
    if (!selected) {
      setTierError('Choose a membership tier');
      requestAnimationFrame(() => form.querySelector<HTMLElement>('input[name="tier"]')?.focus());
      return;
    }
    setTierError(null);
    submitting.current = true;
    try {
      const result = await purchase({
        planId: selected.id,
        paymentToken: card,
        promoCode: promoCode.trim() || null,
      });
      if (result.data?.purchaseMembership) onPurchased(result.data.purchaseMembership);
      else requestAnimationFrame(() => focusFirstInvalid(form));
    } finally {
      submitting.current = false;
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.fields}>
        <TierChoice
          tiers={tiers}
          value={tier}
          currentPlanId={currentPlanId}
          onChange={(id) => {
            setTierError(null);
            onTierChange(id);
          }}
          error={tierError ?? server.fields.tier}
        />
        <div className={styles.payment}>
          <h2 className={styles.stepTitle}>
            <span className={styles.stepNumber}>02</span> Payment
          </h2>
          <TextField
            label="Promo code (optional)"
            name="promoCode"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={50}
            value={promoCode}
            onChange={(event) => setPromoCode(event.target.value)}
            error={server.fields.promoCode}
          />
          <SelectField
            label="Test card"
            name="card"
            value={card}
            onChange={(event) => setCard(event.target.value)}
            error={server.fields.card}
            hint="This lab runs the card processor's test mode: choose a test card. No real card is charged."
          >
            {TEST_CARDS.map((option) => (
              <option key={option.token} value={option.token}>
                {option.label}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      <PurchaseSummary plan={selected} promoCode={promoCode.trim()}>
        <FormAlert message={server.form} />
        <Button type="submit" size="lg" block busy={fetching}>
          Confirm &amp; Pay
        </Button>
      </PurchaseSummary>
    </form>
  );
}

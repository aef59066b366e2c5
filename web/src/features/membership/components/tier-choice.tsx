import { useId } from 'react';
import { capitalise } from '../../../lib/error-message';
import { formatCents } from '../../../lib/format';
import styles from './purchase.module.css';
import type { Plan } from './tier-sections';

/** '$199.99 / year' from the plan's price and billing interval. */
export function planPriceText(plan: Pick<Plan, 'price' | 'billingInterval'>): string {
  return `${formatCents(plan.price)} / ${plan.billingInterval === 'MONTH' ? 'month' : 'year'}`;
}

interface TierChoiceProps {
  tiers: Plan[];
  value: string | null;
  onChange: (tier: string) => void;
  currentPlanId?: string | null;
  error?: string | null;
  /** Visitors see the tiers before logging in; the step number only matters inside the form. */
  step?: boolean;
}

/** The paid tiers as radio cards: name, price and what the tier is for. */
export function TierChoice({ tiers, value, onChange, currentPlanId, error, step = true }: TierChoiceProps) {
  const errorId = useId();
  return (
    <fieldset
      className={styles.tiers}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.stepTitle}>
        {step && <span className={styles.stepNumber}>01</span>} Choose a tier
      </legend>
      <div className={styles.tierList}>
        {tiers.map((plan) => (
          <label key={plan.id} className={styles.tier}>
            <input
              type="radio"
              name="tier"
              value={plan.id}
              checked={value === plan.id}
              onChange={() => onChange(plan.id)}
              className={styles.radio}
            />
            <span className={styles.tierTop}>
              <span className={styles.tierName}>{plan.label}</span>
              {currentPlanId === plan.id && <span className={styles.badge}>Your plan</span>}
              <span className={styles.tierPrice}>{planPriceText(plan)}</span>
            </span>
            <span className={styles.tierDesc}>{plan.desc}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {capitalise(error)}
        </p>
      )}
    </fieldset>
  );
}

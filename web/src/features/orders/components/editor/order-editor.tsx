import { type FormEvent, lazy, type ReactNode, Suspense, useMemo, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { Loader } from '../../../../components/ui/spinner';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { focusFirstInvalid } from '../../../../lib/validation';
import { useOrderQuoteQuery } from '../../api/order-quote';
import type { OrderDraft, RollDefaults, Step } from './draft';
import { type DraftErrors, firstStepWithErrors, hasDraftErrors, validateDraft } from './draft-errors';
import styles from './editor.module.css';
import { EstimatePanel } from './estimate-panel';
import { quoteInput } from './order-input';
import { RollsStep } from './rolls-step';
import { StepList } from './step-list';
import { useDraft } from './use-draft';

// The shipping and review steps (with the address picker and the courier's windows) load when the person heads for
// them — the pointer or focus on 'Continue', or a draft restored at a later step — so the editor's first screen
// carries only the rolls (the signed-in JavaScript budget).
const loadShipping = () => import('./shipping-step');
const loadReview = () => import('./review-step');
const ShippingStep = lazy(() => loadShipping().then((m) => ({ default: m.ShippingStep })));
const ReviewFacts = lazy(() => loadReview().then((m) => ({ default: m.ReviewFacts })));
const ReviewPrice = lazy(() => loadReview().then((m) => ({ default: m.ReviewPrice })));
const preloadLaterSteps = () => {
  void loadShipping();
  void loadReview();
};

export const STEPS: { step: Step; title: string }[] = [
  { step: 'rolls', title: 'Rolls' },
  { step: 'shipping', title: 'Shipping' },
  { step: 'review', title: 'Review' },
];

interface OrderEditorProps {
  initial: OrderDraft;
  defaults: RollDefaults;
  /** The customer an admin orders for (sent as `userId`); null when customers order for themselves. */
  forUserId: string | null;
  /** Where the draft is kept between visits; null keeps it in memory only (editing an existing order). */
  storageKey: string | null;
  editing?: boolean;
  submitLabel: string;
  /** Sends the order; answers the errors to show, or null when it went through (the caller moves on). */
  onSubmit: (draft: OrderDraft) => Promise<DraftErrors | null>;
  /** Shown above the steps (the onboarding welcome). */
  intro?: ReactNode;
}

/** The three steps of a development order: Rolls → Shipping → Review, with the server's estimate alongside. */
export function OrderEditor(props: OrderEditorProps) {
  const { defaults, forUserId, editing = false } = props;
  const { draft, update, changeRoll, addRolls, duplicateRoll, removeRoll, negativesForAll } = useDraft(
    props.initial,
    defaults,
    props.storageKey,
  );
  const [checked, setChecked] = useState<Set<Step>>(new Set());
  const [serverErrors, setServerErrors] = useState<DraftErrors>({});
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const step = draft.step;

  // The server's figures for what is on the draft now, asked for once the person pauses.
  const quoteKey = useDebouncedValue(JSON.stringify(quoteInput(draft, forUserId)), 400);
  const [quote, requote] = useOrderQuoteQuery(useMemo(() => JSON.parse(quoteKey), [quoteKey]));
  const defaultScanQuality = quote.data?.orderQuote.defaultScanQuality ?? null;

  const local =
    checked.has(step) || checked.has('review')
      ? validateDraft(draft, step === 'review' ? 'review' : step, { editing })
      : {};
  const errors: DraftErrors = { ...serverErrors, ...local, roll: { ...serverErrors.roll, ...local.roll } };

  const edit =
    <A extends unknown[]>(fn: (...args: A) => void) =>
    (...args: A) => {
      setServerErrors({});
      fn(...args);
    };

  const goTo = (next: Step) => {
    update({ step: next });
    // The new step's heading takes focus, so keyboard and screen-reader users start at its top.
    requestAnimationFrame(() => heading.current?.focus());
  };

  const focusInvalid = (form: HTMLFormElement) => requestAnimationFrame(() => focusFirstInvalid(form));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const index = STEPS.findIndex((s) => s.step === step);
    const found = validateDraft(draft, step, { editing });
    setChecked((prev) => new Set(prev).add(step));
    if (hasDraftErrors(found)) {
      const back = firstStepWithErrors(found);
      if (back && back !== step) goTo(back);
      focusInvalid(form);
      return;
    }
    if (step !== 'review') {
      goTo(STEPS[index + 1].step);
      return;
    }
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    try {
      const refused = await props.onSubmit(draft);
      if (refused) {
        setServerErrors(refused);
        const back = firstStepWithErrors(refused);
        if (back && back !== step) goTo(back);
        focusInvalid(form);
      }
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  const title = STEPS.find((s) => s.step === step)?.title ?? '';
  return (
    <div className={styles.editor}>
      {props.intro}
      <StepList steps={STEPS} current={step} onGo={(target) => goTo(target)} />
      <form className={styles.layout} onSubmit={onSubmit} noValidate>
        <section className={styles.main} aria-labelledby="order-step-title">
          <h2 id="order-step-title" ref={heading} tabIndex={-1} className={styles.stepTitle}>
            <span className={styles.stepNumber} aria-hidden="true">
              0{STEPS.findIndex((s) => s.step === step) + 1}
            </span>{' '}
            {title}
          </h2>
          <Suspense fallback={<Loader label="Loading this step…" />}>
            {step === 'rolls' && (
              <RollsStep
                rolls={draft.rolls}
                errors={errors}
                defaultScanQuality={defaultScanQuality}
                onChangeRoll={edit(changeRoll)}
                onAdd={edit(addRolls)}
                onDuplicate={edit(duplicateRoll)}
                onRemove={edit(removeRoll)}
              />
            )}
            {step === 'shipping' && (
              <ShippingStep
                draft={draft}
                errors={errors}
                userId={forUserId ?? undefined}
                editing={editing}
                onChange={edit(update)}
                onNegativesForAll={edit(negativesForAll)}
              />
            )}
            {step === 'review' && <ReviewFacts draft={draft} userId={forUserId ?? undefined} />}
          </Suspense>
          {step !== 'review' && (
            <div className={styles.nav}>
              {step !== 'rolls' && (
                <Button
                  variant="secondary"
                  onClick={() => goTo(STEPS[STEPS.findIndex((s) => s.step === step) - 1].step)}
                >
                  Back
                </Button>
              )}
              <Button type="submit" size="lg" onPointerEnter={preloadLaterSteps} onFocus={preloadLaterSteps}>
                Continue to {step === 'rolls' ? 'Shipping' : 'Review'}
              </Button>
            </div>
          )}
        </section>
        {step === 'review' ? (
          <aside className={styles.reviewAside} aria-label="Price">
            <Suspense fallback={<Loader label="Loading the price…" />}>
              <ReviewPrice quote={quote} onRetryQuote={() => requote({ requestPolicy: 'network-only' })} />
            </Suspense>
            <FormAlert message={errors.form} />
            <Button type="submit" size="lg" block busy={sending} disabled={!quote.data || quote.fetching}>
              {props.submitLabel}
            </Button>
            <Button
              variant="ghost"
              onClick={() => goTo(STEPS[STEPS.findIndex((s) => s.step === step) - 1].step)}
            >
              Back
            </Button>
          </aside>
        ) : (
          <EstimatePanel quote={quote} rollCount={draft.rolls.length} />
        )}
      </form>
    </div>
  );
}

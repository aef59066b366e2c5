import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { errorMessage } from '../../../lib/error-message';
import { formatCents } from '../../../lib/format';
import { useCartMode } from '../../cart/api/use-cart';
import { openCart } from '../../cart/lib/cart-events';
import { useAddPrintsToCartMutation, usePrintPackPricesQuery } from '../api/prints';
import { isMemberPriced, PACK_SIZE, packPrices, packsFor } from '../lib/four-by-six';
import { useFourBySixSelection } from '../lib/selection';
import { ChoiceGroup, CopiesStepper } from './copies-stepper';
import { FramesGrid } from './frames-grid';
import styles from './prints.module.css';
import { type PrintRoll, RollPicker } from './roll-picker';

interface PageProps {
  userId: string;
  asAdmin: boolean;
}

/**
 * The cart is the signed-in person's own and the lab prints only a cart owner's own scans, so staff on a
 * customer's page can choose and price but not order.
 */
export const STAFF_NOTE =
  'Prints go in the customer’s own cart: they order them signed in as themselves. Staff can choose and price here.';

const BORDERS = [
  { value: 0, label: 'Borderless' },
  { value: 0.125, label: 'White border' },
] as const;

/**
 * /users/{id}/small-print-orders (spec §2): 4x6 prints of the customer's own scans. Frames are chosen roll by roll
 * (or whole rolls), with copies and a border; the cart prices the set in packs of 36 (decision 095).
 */
/** Where the 4x6 add-to-cart is, on a lab without the cart extension. */
export const FOUR_BY_SIX_OFF =
  'This lab takes 4x6 prints of your scans only through its own cart, which it doesn’t offer yet: large-format prints of your own pictures can still be ordered.';

export function SmallPrintsPage({ userId, asAdmin }: PageProps) {
  const [roll, setRoll] = useState<PrintRoll | null>(null);
  const { selection, count, frame, wholeRoll, clear } = useFourBySixSelection();
  const [copies, setCopies] = useState(1);
  const [border, setBorder] = useState<number>(0);
  const [added, setAdded] = useState<string | null>(null);
  const [{ fetching, error }, addPrints] = useAddPrintsToCartMutation();
  // §3's print entry has no place for a frame's scan: 4x6 sets need the lab's own cart (decision 099, 'Print lines').
  const cartOff = useCartMode() === 'browser';

  // A double click sends one set: the second click lands before the button has re-rendered as busy.
  const sending = useRef(false);

  const add = async () => {
    if (sending.current) return;
    sending.current = true;
    setAdded(null);
    const result = await addPrints({
      input: {
        kind: 'FOUR_BY_SIX',
        scanIds: [...selection.scans.keys()],
        rollIds: [...selection.wholeRolls.keys()],
        border,
        quantity: copies,
      },
    });
    sending.current = false;
    if (result.error) return;
    setAdded(`${count * copies} prints are in your cart.`);
    clear();
    openCart();
  };

  return (
    <Page
      title="4x6 Prints"
      lead={`Prints of ${asAdmin ? 'the customer’s' : 'your'} scans on Fujicolor Crystal Archive lustre: choose frames from ${
        asAdmin ? 'their' : 'your'
      } rolls, or whole rolls.`}
    >
      <div className={styles.layout}>
        <div className={styles.section}>
          <h2 className={styles.sectionTitle}>Choose a roll</h2>
          <RollPicker
            userId={userId}
            asAdmin={asAdmin}
            chosenId={roll?.id ?? null}
            onChoose={setRoll}
            badge={(each) => {
              if (selection.wholeRolls.has(each.id)) return 'Whole roll';
              const chosen = [...selection.scans.values()].filter((id) => id === each.id).length;
              return chosen > 0 ? `${chosen} chosen` : null;
            }}
          />
          {roll && (
            <FramesGrid
              userId={userId}
              asAdmin={asAdmin}
              rollId={roll.id}
              isChosen={(each) => selection.wholeRolls.has(roll.id) || selection.scans.has(each.id)}
              onToggle={(each, frames) =>
                frame(
                  roll.id,
                  each.id,
                  frames.map((other) => other.id),
                )
              }
              actions={(_frames, shown) => (
                <Button
                  variant="secondary"
                  size="sm"
                  className={styles.wholeRoll}
                  aria-pressed={selection.wholeRolls.has(shown.id)}
                  onClick={() => wholeRoll(shown.id, shown.scans?.count ?? shown.scanCount)}
                >
                  Whole roll ({shown.scans?.count ?? shown.scanCount} frames)
                </Button>
              )}
            />
          )}
        </div>
        <aside className={`${styles.panel} ${styles.aside}`} aria-labelledby="prints-summary-title">
          <h2 id="prints-summary-title" className={styles.sectionTitle}>
            Your prints
          </h2>
          <CopiesStepper value={copies} onChange={setCopies} label="Copies of each frame" />
          <ChoiceGroup
            legend="Border"
            name="four-by-six-border"
            options={BORDERS}
            value={border}
            onChange={setBorder}
          />
          <PackEstimate userId={userId} asAdmin={asAdmin} prints={count * copies} frames={count} />
          {asAdmin ? (
            <p className={styles.hint}>{STAFF_NOTE}</p>
          ) : cartOff ? (
            <p className={styles.hint} role="note">
              {FOUR_BY_SIX_OFF}
            </p>
          ) : (
            <>
              <Button size="lg" block busy={fetching} disabled={count === 0} onClick={add}>
                Add to cart
              </Button>
              {count === 0 && <p className={styles.hint}>Choose at least one frame.</p>}
            </>
          )}
          {error && (
            <p className={styles.problem} role="alert">
              {errorMessage(error)}
            </p>
          )}
          <p className={styles.success} role="status">
            {added}
          </p>
        </aside>
      </div>
    </Page>
  );
}

/** The pack rule from the plan catalogue and what this choice comes to; the cart's price is the server's. */
function PackEstimate({
  userId,
  asAdmin,
  prints,
  frames,
}: {
  userId: string;
  asAdmin: boolean;
  prints: number;
  frames: number;
}) {
  const [{ data }] = usePrintPackPricesQuery(userId, asAdmin);
  const subject = asAdmin ? data?.user : data?.me;
  const prices = packPrices(data?.membershipPlans ?? []);
  const member = isMemberPriced(subject?.membership);
  const perPack = prices
    ? member
      ? (data?.membershipPlans.find((plan) => plan.id === subject?.membership.planId)?.addOnPrices
          .prints4x6 ?? prices.member)
      : prices.nonMember
    : null;
  const packs = packsFor(prints);
  return (
    <>
      <p className={styles.rule}>
        {prices
          ? `4x6 prints come in packs of ${PACK_SIZE}: ${formatCents(prices.nonMember)}, members ${formatCents(prices.member)}.`
          : `4x6 prints come in packs of ${PACK_SIZE}; the cart shows the price.`}
      </p>
      <dl className={styles.summary} aria-label="Your 4x6 prints">
        <div>
          <dt>Frames</dt>
          <dd>{frames}</dd>
        </div>
        <div>
          <dt>Prints</dt>
          <dd>{prints}</dd>
        </div>
        <div>
          <dt>Packs of {PACK_SIZE}</dt>
          <dd>{packs}</dd>
        </div>
        {perPack !== null && (
          <div className={styles.total}>
            <dt>{member ? 'Member price' : 'Price'}</dt>
            <dd>{formatCents(packs * perPack)}</dd>
          </div>
        )}
      </dl>
    </>
  );
}

import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useClient, useQuery } from 'urql';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Page } from '../../../components/ui/page';
import { LoadProblem, PageLoader } from '../../../components/ui/page-states';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type {
  CartDelivery,
  CheckoutPageQuery as CheckoutData,
  ClientCheckoutPageQuery as ClientCheckoutData,
} from '../../../gql/graphql';
import { errorMessage, splitErrors } from '../../../lib/error-message';
import { formatCents } from '../../../lib/format';
import { TEST_CARDS } from '../../../lib/test-cards';
import { useCurrentError } from '../../../lib/use-current-error';
import { CheckoutPageQuery, ClientCheckoutPageQuery, useCheckoutMutation } from '../api/cart';
import { cartItemsInput, emptyLocalCart, useCartMode } from '../api/use-cart';
import { useLocalCart } from '../lib/local-cart';
import styles from './cart.module.css';
import { CartLines } from './cart-lines';
import { Confirmation, type PaidOrder } from './checkout-confirmation';
import { CheckoutDelivery } from './checkout-delivery';
import { CheckoutTotals } from './checkout-totals';

const ON_FILE = 'on-file';
type Field = 'promoCode' | 'delivery' | 'addressId' | 'card';
const SERVER_FIELDS: Record<string, Field> = {
  promoCode: 'promoCode',
  delivery: 'delivery',
  addressId: 'addressId',
  token: 'card',
  paymentToken: 'card',
};

type Me = NonNullable<CheckoutData['me']>;

/**
 * /checkout: the cart's lines, delivery, a promo code, the card, and the server's money for all of it (member
 * savings, shipping, discount, account credit, tax, total), then one payment and a confirmation with the order
 * number. Nothing is priced here: every amount is the server's quote for this cart. The cart is the lab's, or the
 * browser's on a lab without the cart extension (decision 099): then the server prices the browser's items, the
 * purchase sends them, and a paid purchase empties the browser's cart.
 */
export function CheckoutPage() {
  const client = useClient();
  const mode = useCartMode();
  const items = useLocalCart();
  const [applied, setApplied] = useState<string | null>(null);
  const [delivery, setDelivery] = useState<CartDelivery>('PICK_UP');
  const [paid, setPaid] = useState<PaidOrder | null>(null);
  // Cart changes (the steppers) refresh this query through urql's cache; a promo code is tried on its own first,
  // so a refused code never blanks the page.
  const [server, reexecuteServer] = useQuery({
    query: CheckoutPageQuery,
    variables: { promoCode: applied, delivery },
    requestPolicy: 'cache-and-network',
    pause: paid !== null || mode !== 'server',
  });
  const [browser, reexecuteBrowser] = useQuery({
    query: ClientCheckoutPageQuery,
    variables: { items: cartItemsInput(items), delivery },
    requestPolicy: 'cache-and-network',
    pause: paid !== null || mode !== 'browser',
  });
  const data = mode === 'browser' ? browserMe(browser.data) : server.data;
  const error = mode === 'browser' ? browser.error : server.error;
  const reexecute = mode === 'browser' ? reexecuteBrowser : reexecuteServer;
  const last = useRef<Me | null>(null);
  if (data?.me?.cart) last.current = data.me;
  // A code that stopped working meanwhile (expired, used up): drop it rather than blank the page.
  useEffect(() => {
    if (error && applied) setApplied(null);
  }, [error, applied]);
  const me = (data?.me?.cart ? data.me : null) ?? last.current;

  if (paid) return <Confirmation order={paid} />;
  if (!me) {
    return (
      <Page eyebrow="Shop" title="Checkout">
        {!error ? (
          <PageLoader label="Loading your cart…" />
        ) : (
          <LoadProblem
            error={error}
            what="your cart"
            onRetry={() => reexecute({ requestPolicy: 'network-only' })}
          />
        )}
      </Page>
    );
  }
  return (
    <CheckoutForm
      me={me}
      delivery={delivery}
      applied={applied}
      onDelivery={setDelivery}
      promoCodes={mode === 'server'}
      tryCode={async (code) => {
        const answer = await client
          .query(CheckoutPageQuery, { promoCode: code, delivery }, { requestPolicy: 'network-only' })
          .toPromise();
        if (!answer.error && answer.data?.me?.cart) {
          setApplied(code);
          return null;
        }
        return splitErrors(answer.error, SERVER_FIELDS).fields.promoCode ?? errorMessage(answer.error);
      }}
      onRemoveCode={() => setApplied(null)}
      refresh={() => reexecute({ requestPolicy: 'network-only' })}
      onPaid={(order) => {
        if (mode === 'browser') emptyLocalCart();
        setPaid(order);
      }}
    />
  );
}

/** The browser cart's page data in the server cart's shape, so one form renders both (no saved-card list then). */
function browserMe(data: ClientCheckoutData | undefined): CheckoutData | undefined {
  if (!data?.me) return undefined;
  return { me: { ...data.me, cards: null, cart: data.cartQuote } };
}

function CheckoutForm({
  me,
  delivery,
  applied,
  onDelivery,
  promoCodes,
  tryCode,
  onRemoveCode,
  refresh,
  onPaid,
}: {
  me: Me;
  delivery: CartDelivery;
  applied: string | null;
  onDelivery: (delivery: CartDelivery) => void;
  /** False for the browser's cart: this lab applies no promo code to it. */
  promoCodes: boolean;
  tryCode: (code: string) => Promise<string | null>;
  onRemoveCode: () => void;
  refresh: () => void;
  onPaid: (order: PaidOrder) => void;
}) {
  const cart = me.cart;
  const quote = cart?.quote;
  const defaultCard = me.cards?.find((card) => card.isDefault) ?? null;
  const primary = me.addresses.find((address) => address.primary) ?? me.addresses[0] ?? null;
  const [addressId, setAddressId] = useState(primary?.id ?? '');
  const [card, setCard] = useState<string>(defaultCard ? ON_FILE : TEST_CARDS[0].token);
  const [saveCard, setSaveCard] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const [{ fetching, error }, checkout] = useCheckoutMutation();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const sending = useRef(false);
  // Each error stays only while it applies (issue 26): the payment's until the delivery, address, card or code
  // changes; the code's until the code changes; and trying either one puts the other's away.
  const payError = useCurrentError(error, [addressId, card, delivery, code]);
  const codeShown = useCurrentError(codeError, [code]);
  const server = splitErrors(payError.current, SERVER_FIELDS);

  if (!cart || !quote || cart.lines.length === 0) {
    return (
      <Page eyebrow="Shop" title="Checkout">
        <div className={styles.empty}>
          <p>Your cart is empty!</p>
          <Link to="/products/all">Add Items Here</Link>
        </div>
      </Page>
    );
  }

  const applyCode = async () => {
    const wanted = code.trim();
    codeShown.started();
    if (!wanted) return setCodeError('Enter a promo code');
    setApplying(true);
    const problem = await tryCode(wanted);
    setApplying(false);
    setCodeError(problem);
    if (!problem) setCode('');
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    payError.started();
    try {
      const answer = await checkout(
        {
          input: {
            promoCode: applied,
            delivery: quote.needsDelivery ? delivery : null,
            addressId: quote.needsDelivery && delivery === 'SHIP' ? addressId || null : null,
            paymentToken: card === ON_FILE ? null : card,
            ...(card !== ON_FILE && saveCard && promoCodes ? { saveCard: true } : {}),
            idempotencyKey,
            expectedTotal: quote.total,
            // The browser's cart (decision 099): the lines as shown, already cut to stock; ignored for the lab's cart.
            items: promoCodes
              ? null
              : cart.lines.map((line) => ({ productId: line.id, quantity: line.quantity })),
          },
        },
        { additionalTypenames: ['Cart', 'Order'] },
      );
      const done = answer.data?.checkout;
      if (done) onPaid({ number: done.order.number, id: done.order.id, total: done.total, userId: me.id });
      else if (answer.error?.graphQLErrors.some((e) => e.extensions?.code === 'CONFLICT')) refresh();
    } finally {
      sending.current = false;
    }
  };

  return (
    <Page eyebrow="Shop" title="Checkout">
      <div className={styles.checkout}>
        <section className={styles.panel} aria-labelledby="checkout-cart">
          <h2 id="checkout-cart" className={styles.sectionTitle}>
            Your cart
          </h2>
          <CartLines cart={cart} />
        </section>

        <form className={styles.panel} onSubmit={pay} noValidate aria-labelledby="checkout-pay">
          <h2 id="checkout-pay" className={styles.sectionTitle}>
            Delivery and payment
          </h2>
          {quote.needsDelivery && (
            <CheckoutDelivery
              delivery={delivery}
              onDelivery={onDelivery}
              addresses={me.addresses}
              addressId={addressId}
              onAddress={setAddressId}
              addressError={server.fields.addressId}
              settingsTo={`/users/${me.id}/settings`}
            />
          )}

          {promoCodes && (
            <div className={styles.promo}>
              {applied ? (
                <p className={styles.applied}>
                  <span>
                    Promo code <strong>{quote.promoCode}</strong> applied
                  </span>
                  <Button size="sm" variant="ghost" onClick={onRemoveCode}>
                    Remove <span className="visually-hidden">promo code</span>
                  </Button>
                </p>
              ) : (
                <>
                  <TextField
                    label="Promo code"
                    value={code}
                    maxLength={40}
                    error={codeShown.current ?? server.fields.promoCode}
                    onChange={(event) => setCode(event.target.value)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') {
                        event.preventDefault();
                        void applyCode();
                      }
                    }}
                  />
                  <Button variant="secondary" busy={applying} onClick={() => void applyCode()}>
                    Apply
                  </Button>
                </>
              )}
            </div>
          )}

          <SelectField
            label="Card"
            value={card}
            onChange={(event) => setCard(event.target.value)}
            error={server.fields.card}
            hint="This lab runs the card processor's test mode: a test card is never charged for real."
          >
            {defaultCard && <option value={ON_FILE}>Card on file ({defaultCard.label})</option>}
            {TEST_CARDS.map((option) => (
              <option key={option.token} value={option.token}>
                {option.label}
              </option>
            ))}
          </SelectField>
          {/* Saving a new card is the customer's choice (decision 104); the browser's cart (decision 099) buys with
              the saved default card, so there a new card is always saved, and the page says so. */}
          {card !== ON_FILE &&
            (promoCodes ? (
              <label className={styles.choice}>
                <input
                  type="checkbox"
                  checked={saveCard}
                  onChange={(event) => setSaveCard(event.target.checked)}
                />
                Save this card for next time
              </label>
            ) : (
              <p className={styles.muted}>This card will be saved to your account to pay for this order.</p>
            ))}

          <CheckoutTotals quote={quote} />
          <FormAlert message={server.form} />
          <Button type="submit" size="lg" block busy={fetching}>
            {fetching ? 'Paying…' : `Pay ${formatCents(quote.total)}`}
          </Button>
        </form>
      </div>
    </Page>
  );
}

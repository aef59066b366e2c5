import { Link } from 'react-router';
import type { CartFieldsFragment } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/error-message';
import { formatCents } from '../../../lib/format';
import { PrintLineSummary, printLineImage } from '../../prints/components/print-line-summary';
import { useCartActions } from '../api/use-cart';
import styles from './cart.module.css';
import { QuantityStepper } from './quantity-stepper';

const TYPE_LABELS: Record<string, string> = {
  PRODUCT: 'Film & goods',
  PRINT: 'Print',
  DIGITAL: 'Digital',
  SERVICE_ADD_ON: 'Service',
  FULFILLMENT_SERVICE_ADD_ON: 'Service',
  SUBSCRIPTION: 'Membership',
};

/** What a stock cut did, in the cart's words: 'Only 4 of Kodak Portra 400 35mm left: we changed your cart.' */
export function changeNotice(change: CartFieldsFragment['changes'][number]): string {
  // A print of the browser's cart whose picture the lab no longer holds for this customer (decision 099).
  if (change.productId.startsWith('print:'))
    return `We couldn’t find the picture for the ${change.name}, so we took it out of your cart.`;
  return change.to === 0
    ? `${change.name} sold out, so we took it out of your cart.`
    : `Only ${change.to} of ${change.name} left: we changed your cart from ${change.from} to ${change.to}.`;
}

/**
 * The cart's lines (spec §2): picture, product type, name, filterable details, stepper, price and Remove. Changes
 * go to the lab, which answers the whole cart, or to the browser's cart (decision 099); the stepper's limits come
 * from the server.
 */
export function CartLines({ cart, onNavigate }: { cart: CartFieldsFragment; onNavigate?: () => void }) {
  const { busy, error, setQuantity, remove } = useCartActions();
  const problem = errorMessage(error);
  return (
    <>
      {cart.changes.map((change) => (
        <p key={change.productId} className={styles.notice} role="status">
          {changeNotice(change)}
        </p>
      ))}
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <ul className={styles.lines}>
        {cart.lines.map((line) => {
          const product = line.product;
          const name = line.print?.description ?? product?.name ?? 'A product no longer in the shop';
          const image = line.print ? printLineImage(line.print) : product?.images[0];
          const details = product?.details
            .filter((detail) => detail.filterable)
            .map((detail) => detail.description);
          return (
            <li key={line.id} className={styles.line}>
              {image ? (
                <img
                  className={styles.lineImage}
                  src={image.url}
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                />
              ) : (
                <span className={styles.lineImage} />
              )}
              <div className={styles.lineText}>
                {line.print ? (
                  <PrintLineSummary print={line.print} />
                ) : (
                  <>
                    <span className={styles.typeLabel}>
                      {TYPE_LABELS[product?.productType ?? ''] ?? 'Product'}
                    </span>
                    {product ? (
                      <Link
                        to={`/products/${product.urlName}/detailed`}
                        className={styles.lineName}
                        onClick={onNavigate}
                      >
                        {name}
                      </Link>
                    ) : (
                      <span className={styles.lineName}>{name}</span>
                    )}
                    {details && details.length > 0 && (
                      <span className={styles.lineDetails}>{details.join(' · ')}</span>
                    )}
                  </>
                )}
                <div className={styles.lineControls}>
                  <QuantityStepper
                    quantity={line.quantity}
                    max={line.maxQuantity}
                    label={name}
                    busy={busy}
                    onChange={(quantity) => setQuantity(line.id, quantity)}
                  />
                  <button
                    type="button"
                    className={styles.remove}
                    disabled={busy}
                    onClick={() => remove(line.id)}
                  >
                    Remove <span className="visually-hidden">{name}</span>
                  </button>
                </div>
              </div>
              <div className={styles.linePrice}>
                <span>{formatCents(line.lineTotal)}</span>
                {/* A 4x6 set is priced by the pack, not per copy. */}
                {line.quantity > 1 && line.print?.kind !== 'FOUR_BY_SIX' && (
                  <span className={styles.each}>{formatCents(line.unitPrice)} each</span>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

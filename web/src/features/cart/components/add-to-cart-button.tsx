import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { useAddToCart } from '../api/use-cart';
import { openCart } from '../lib/cart-events';
import styles from './cart.module.css';

/**
 * Adds one to the cart (a product already there goes up by one, never past `max`, the stock shown) and opens the
 * drawer to show it; the cart is the lab's or the browser's (decision 099).
 */
export function AddToCartButton({
  productId,
  max,
  disabled,
}: {
  productId: string;
  max?: number;
  disabled?: boolean;
}) {
  const { fetching, error, add, ready } = useAddToCart();
  return (
    <div className={styles.add}>
      <Button
        size="lg"
        busy={fetching}
        disabled={disabled || !ready}
        onClick={async () => {
          if (await add(productId, max)) openCart();
        }}
      >
        Add to cart
      </Button>
      {error && (
        <p className={styles.problem} role="alert">
          {errorMessage(error)}
        </p>
      )}
    </div>
  );
}

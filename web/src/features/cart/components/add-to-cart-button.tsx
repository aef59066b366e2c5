import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { useAddToCartMutation } from '../api/cart';
import { openCart } from '../lib/cart-events';
import styles from './cart.module.css';

/** Adds one to the cart (a product already there goes up by one) and opens the drawer to show it. */
export function AddToCartButton({ productId, disabled }: { productId: string; disabled?: boolean }) {
  const [{ fetching, error }, add] = useAddToCartMutation();
  return (
    <div className={styles.add}>
      <Button
        size="lg"
        busy={fetching}
        disabled={disabled}
        onClick={async () => {
          const result = await add({ productId });
          if (!result.error) openCart();
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

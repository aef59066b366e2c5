import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LoadProblem, PageLoader } from '../../../components/ui/page-states';
import { formatCents } from '../../../lib/format';
import { useShopCart } from '../api/use-cart';
import styles from './cart.module.css';
import { CartLines } from './cart-lines';

/** NICE CART (spec §2): the lines, their subtotal and 'Proceed To Purchase', or what to do when it is empty. */
export function CartDrawer({ onClose }: { onClose: () => void }) {
  const { cart, error, fetching, reload } = useShopCart();
  const subtotal = cart?.lines.reduce((sum, line) => sum + line.lineTotal, 0) ?? 0;
  return (
    <Dialog open onClose={onClose} title="NICE CART" variant="drawer">
      {!cart ? (
        fetching || !error ? (
          <PageLoader label="Loading your cart…" />
        ) : (
          <LoadProblem error={error} what="your cart" onRetry={reload} />
        )
      ) : cart.lines.length === 0 ? (
        <div className={styles.empty}>
          <p>Your cart is empty!</p>
          <Link to="/products/all" onClick={onClose}>
            Add Items Here
          </Link>
        </div>
      ) : (
        <div className={styles.drawerBody}>
          <CartLines cart={cart} onNavigate={onClose} />
          <div className={styles.drawerFooter}>
            <p className={styles.subtotal}>
              <span>Subtotal</span>
              <span>{formatCents(subtotal)}</span>
            </p>
            <p className={styles.muted}>Promo codes, credit, tax and delivery at checkout.</p>
            <ButtonLink to="/checkout" size="lg" onClick={onClose}>
              Proceed To Purchase
            </ButtonLink>
          </div>
        </div>
      )}
    </Dialog>
  );
}

import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { CartIcon } from '../../../components/ui/icons';
import { useCartCount } from '../api/cart-count';
import { rememberCount, rememberedCount, useOpenCartListener } from '../lib/cart-events';
import styles from './cart.module.css';

// The drawer (lines, steppers, product pictures) loads on first opening, not with the header on every page.
const CartDrawer = lazy(() => import('./cart-drawer').then((module) => ({ default: module.CartDrawer })));

/** The header's cart: the count of items, mirrored locally, and the NICE CART drawer it opens (spec §2). */
export function CartButton({ className }: { className?: string }) {
  const known = useCartCount();
  const [open, setOpen] = useState(false);
  const [remembered] = useState(rememberedCount);
  const count = known ?? remembered;
  useEffect(() => {
    if (known !== undefined) rememberCount(known);
  }, [known]);
  const show = useCallback(() => setOpen(true), []);
  useOpenCartListener(show);

  return (
    <>
      <button
        type="button"
        className={[styles.cartButton, className].filter(Boolean).join(' ')}
        aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
        aria-haspopup="dialog"
        onClick={show}
      >
        <CartIcon />
        {count > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <CartDrawer onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

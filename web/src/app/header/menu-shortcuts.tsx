import { NavLink } from 'react-router';
import { useCartCount } from '../../features/cart/api/cart-count';
import { openCart } from '../../features/cart/lib/cart-events';
import { clearDevelopmentOrderDraft } from '../../lib/local-drafts';
import type { CurrentUser } from '../session/session-context';
import menu from './menu.module.css';
import { newOrderPath } from './nav-items';

/** The top of a customer's avatar menu (spec §2): the cart with its count, and New Order (from a clean draft). */
export function MenuShortcuts({ user }: { user: CurrentUser }) {
  const count = useCartCount() ?? 0;
  return (
    <ul className={`${menu.items} ${menu.shortcuts}`}>
      <li>
        <button type="button" className={menu.item} onClick={openCart}>
          Cart
          <span className={menu.hint}>
            {count} {count === 1 ? 'item' : 'items'}
          </span>
        </button>
      </li>
      <li>
        <NavLink to={newOrderPath(user)} className={menu.item} onClick={clearDevelopmentOrderDraft}>
          New Order
        </NavLink>
      </li>
    </ul>
  );
}

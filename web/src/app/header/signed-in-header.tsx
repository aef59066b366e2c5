import { CartButton } from '../../features/cart/components/cart-button';
import { ShippingLabelHost } from '../../features/shipping-label/components/shipping-label-host';
import type { CurrentUser } from '../session/session-context';
import { AvatarMenu } from './avatar-menu';
import header from './header.module.css';
import { newOrderPath } from './nav-items';

// The header's parts for a logged-in person (cart, account menu button, label dialog host) are their own chunk, loaded
// only once someone is logged in: a visitor's public page never carries the cart's queries or the account menu
// (issue 26: the public pages' first-load budget). The menus' contents load when they first open.

interface SignedInProps {
  user: CurrentUser;
  onLogout: () => void;
}

/** Beside the main button on wide screens: the cart (customers with a first order), the avatar menu, the label host. */
export function SignedInActions({ user, onLogout }: SignedInProps) {
  return (
    <>
      {user.role !== 'ADMIN' && user.firstOrderCreated && <CartButton />}
      <span className={header.wideOnly}>
        <AvatarMenu user={user} onLogout={onLogout} />
      </span>
      <ShippingLabelHost newOrderTo={newOrderPath(user)} />
    </>
  );
}

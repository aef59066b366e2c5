import { CartButton } from '../../features/cart/components/cart-button';
import { ShippingLabelHost } from '../../features/shipping-label/components/shipping-label-host';
import type { CurrentUser } from '../session/session-context';
import { AvatarMenu } from './avatar-menu';
import header from './header.module.css';
import { newOrderPath } from './nav-items';

// The header's parts for a logged-in person (cart, account menu, label dialog host, the phone menu's account part)
// are their own chunk, loaded only once someone is logged in: a visitor's public page never carries the cart's
// queries or the account menu (issue 26: the public pages' first-load budget).

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

/** The account part at the bottom of the phone's menu. */
export { MobileAccount } from './mobile-account';

import { ButtonLink } from '../../components/ui/button';
import { clearDevelopmentOrderDraft } from '../../lib/local-drafts';
import { ordersFilm } from '../role-screens';
import type { CurrentUser } from '../session/session-context';
import { newOrderPath } from './nav-items';

interface MainButtonProps {
  user: CurrentUser | null;
  className?: string;
  block?: boolean;
}

/**
 * 'New Order' for a logged-in person (starting from a clean draft), 'Log In' for a visitor; nothing for a vendor or a
 * courier, who place no film orders.
 */
export function MainButton({ user, className, block }: MainButtonProps) {
  if (user && !ordersFilm(user)) return null;
  if (!user) {
    return (
      <ButtonLink to="/login" variant="dark" className={className} block={block}>
        Log In
      </ButtonLink>
    );
  }
  return (
    <ButtonLink
      to={newOrderPath(user)}
      className={className}
      block={block}
      onClick={clearDevelopmentOrderDraft}
    >
      New Order
    </ButtonLink>
  );
}

/** The bottom of the mobile menu for a visitor: log in and sign up. */
export function VisitorMobileAccount() {
  return (
    <>
      <MainButton user={null} block />
      <ButtonLink to="/signup" variant="secondary" block>
        Sign Up
      </ButtonLink>
    </>
  );
}

import { NavLink } from 'react-router';
import { needsMembership } from '../../features/membership/membership-date';
import { openShippingLabelDialog } from '../../features/shipping-label/shipping-label-store';
import { site } from '../../lib/site';
import type { CurrentUser } from '../session/session-context';
import { AvatarUploadItem } from './avatar-upload-item';
import menu from './menu.module.css';
import { hasMemberMenu, userBasePath } from './nav-items';

interface AccountLinksProps {
  user: CurrentUser;
  onLogout: () => void;
}

/** Customers with the member menu may ask for a prepaid label to send their film (spec §2; offered to all plans). */
export function offersShippingLabel(user: CurrentUser): boolean {
  return user.role !== 'ADMIN' && hasMemberMenu(user);
}

/**
 * The button of the menu an item sits in: the menu closes as the item is chosen, so a dialog the item opened
 * gives focus back there.
 */
function menuButtonOf(item: HTMLElement): HTMLElement | null {
  const panel = item.closest<HTMLElement>('[id]');
  if (!panel) return null;
  const controls = Array.from(document.querySelectorAll<HTMLElement>('[aria-controls]'));
  return controls.find((control) => control.getAttribute('aria-controls') === panel.id) ?? null;
}

/**
 * The account part of the avatar menu and the mobile menu (spec §2): Settings, Referrals with the referral code,
 * Become A Member (non-members and lapsed members with a first order), Request USPS Shipping Label, Contact Us, the
 * picture upload, Logout.
 */
export function AccountLinks({ user, onLogout }: AccountLinksProps) {
  const base = userBasePath(user);
  return (
    <ul className={menu.items}>
      <li>
        <NavLink to={`${base}/settings`} className={menu.item}>
          Settings
        </NavLink>
      </li>
      <li>
        <NavLink to={`${base}/referrals`} className={menu.item}>
          Referrals
          {user.referralCode && (
            <span className={menu.hint}>
              <span className="visually-hidden">, your code </span>
              {user.referralCode}
            </span>
          )}
        </NavLink>
      </li>
      {hasMemberMenu(user) && needsMembership(user.membership) && (
        <li>
          <NavLink to="/memberships" className={`${menu.item} ${menu.accent}`}>
            Become A Member
          </NavLink>
        </li>
      )}
      {offersShippingLabel(user) && (
        <li>
          <button
            type="button"
            className={menu.item}
            onClick={(event) => openShippingLabelDialog(menuButtonOf(event.currentTarget))}
          >
            Request USPS Shipping Label
          </button>
        </li>
      )}
      <li>
        <a href={`mailto:${site.contactEmail}`} className={menu.item}>
          Contact Us
        </a>
      </li>
      {user.role !== 'ADMIN' && <AvatarUploadItem hasPicture={Boolean(user.profileImageUrl)} />}
      <li>
        <hr className={menu.divider} />
      </li>
      <li>
        <button type="button" className={`${menu.item} ${menu.danger}`} onClick={onLogout}>
          Logout
        </button>
      </li>
    </ul>
  );
}

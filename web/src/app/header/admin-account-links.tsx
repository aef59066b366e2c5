import { NavLink } from 'react-router';
import { site } from '../../lib/site';
import type { CurrentUser } from '../session/session-context';
import menu from './menu.module.css';
import type { NavItem } from './nav-items';

/** The admin areas, in the order the avatar menu lists them. */
export const adminAreaLinks: (NavItem & { kind: 'link' })[] = [
  { kind: 'link', label: 'Orders', to: '/admin/orders' },
  { kind: 'link', label: 'Roll Events Dashboard', to: '/admin/roll-events-dashboard' },
  { kind: 'link', label: 'Products', to: '/admin/products' },
  { kind: 'link', label: 'Messengers', to: '/admin/messengers' },
  { kind: 'link', label: 'Social Submissions', to: '/admin/social-submissions' },
];

interface AdminAccountLinksProps {
  onLogout: () => void;
  /** False where the areas are already listed beside it (the admin header's mobile menu). */
  withAreas?: boolean;
}

/**
 * An admin's part of the avatar menu and the mobile menu: the admin areas instead of a customer's credits,
 * referrals and 'Become A Member', then Contact Us and Logout.
 */
export function AdminAccountLinks({ onLogout, withAreas = true }: AdminAccountLinksProps) {
  return (
    <ul className={menu.items}>
      {withAreas &&
        adminAreaLinks.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={menu.item}>
              {item.label}
            </NavLink>
          </li>
        ))}
      {withAreas && (
        <li>
          <hr className={menu.divider} />
        </li>
      )}
      <li>
        <a href={`mailto:${site.contactEmail}`} className={menu.item}>
          Contact Us
        </a>
      </li>
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

/** The bottom of the admin header's mobile menu: who is logged in, then Contact Us and Logout. */
export function AdminMobileAccount({ user, onLogout }: { user: CurrentUser; onLogout: () => void }) {
  return (
    <>
      <div className={menu.identity}>
        <div>
          <div className={menu.name}>{`${user.firstName} ${user.lastName}`}</div>
          <div className={menu.email}>{user.email}</div>
        </div>
      </div>
      <AdminAccountLinks onLogout={onLogout} withAreas={false} />
    </>
  );
}

import { NavLink } from 'react-router';
import { needsMembership } from '../../features/membership/membership-date';
import { site } from '../../lib/site';
import type { CurrentUser } from '../session/session-context';
import menu from './menu.module.css';
import { hasMemberMenu, userBasePath } from './nav-items';

interface AccountLinksProps {
  user: CurrentUser;
  onLogout: () => void;
}

/**
 * The account part of the avatar menu and the mobile menu: Settings, Referrals, Become A Member (non-members and
 * lapsed members with a first order), Contact Us, Logout.
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
        </NavLink>
      </li>
      {hasMemberMenu(user) && needsMembership(user.membership) && (
        <li>
          <NavLink to="/memberships" className={`${menu.item} ${menu.accent}`}>
            Become A Member
          </NavLink>
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

import { Avatar } from '../../components/ui/avatar';
import { Dropdown } from '../../components/ui/dropdown';
import { ChevronDownIcon } from '../../components/ui/icons';
import type { CurrentUser } from '../session/session-context';
import { AccountIdentity } from './account-identity';
import { AccountLinks } from './account-links';
import { AdminAccountLinks } from './admin-account-links';
import styles from './avatar-menu.module.css';
import { MembershipSummary } from './membership-summary';
import { MenuShortcuts } from './menu-shortcuts';
import { hasMemberMenu } from './nav-items';

interface AvatarMenuProps {
  user: CurrentUser;
  onLogout: () => void;
}

/**
 * The logged-in person's menu as spec §2 lists it: who they are; once they have a first order the cart with its count,
 * New Order, their plan, credits and renewal; then their account links (Referrals with the code) and the picture
 * upload. Admins get the admin areas instead of a customer's credits and account links.
 */
export function AvatarMenu({ user, onLogout }: AvatarMenuProps) {
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Dropdown
      align="end"
      triggerClassName={styles.trigger}
      triggerLabel={`Account menu for ${fullName || user.email}`}
      trigger={
        <>
          <Avatar firstName={user.firstName} lastName={user.lastName} imageUrl={user.profileImageUrl} />
          <ChevronDownIcon />
        </>
      }
    >
      <AccountIdentity user={user} />
      {user.role === 'ADMIN' ? (
        <AdminAccountLinks onLogout={onLogout} />
      ) : (
        <>
          {hasMemberMenu(user) && <MenuShortcuts user={user} />}
          {hasMemberMenu(user) && <MembershipSummary user={user} />}
          <AccountLinks user={user} onLogout={onLogout} />
        </>
      )}
    </Dropdown>
  );
}

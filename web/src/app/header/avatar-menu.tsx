import { Avatar } from '../../components/ui/avatar';
import { Dropdown } from '../../components/ui/dropdown';
import { ChevronDownIcon } from '../../components/ui/icons';
import type { CurrentUser } from '../session/session-context';
import { AccountIdentity } from './account-identity';
import { AccountLinks } from './account-links';
import { AdminAccountLinks } from './admin-account-links';
import styles from './avatar-menu.module.css';
import { MembershipSummary } from './membership-summary';
import { hasMemberMenu } from './nav-items';

interface AvatarMenuProps {
  user: CurrentUser;
  onLogout: () => void;
}

/**
 * The logged-in person's menu: who they are, their plan and credits (once they have a first order, spec §2),
 * then their account links. Admins get the admin areas instead of a customer's credits and account links.
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
          {hasMemberMenu(user) && <MembershipSummary user={user} />}
          <AccountLinks user={user} onLogout={onLogout} />
        </>
      )}
    </Dropdown>
  );
}

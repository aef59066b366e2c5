import { Avatar } from '../../components/ui/avatar';
import type { CurrentUser } from '../session/session-context';
import { AccountLinks } from './account-links';
import { AdminAccountLinks } from './admin-account-links';
import { MainButton } from './main-button';
import { MembershipSummary } from './membership-summary';
import menu from './menu.module.css';
import { hasMemberMenu } from './nav-items';

interface MobileAccountProps {
  user: CurrentUser;
  onLogout: () => void;
}

/** The bottom of the mobile menu for a logged-in person: the main action, then who they are and their links. */
export function MobileAccount({ user, onLogout }: MobileAccountProps) {
  return (
    <>
      <MainButton user={user} block />
      <div className={menu.identity}>
        <Avatar
          firstName={user.firstName}
          lastName={user.lastName}
          imageUrl={user.profileImageUrl}
          size={40}
        />
        <div>
          <div className={menu.name}>{`${user.firstName} ${user.lastName}`}</div>
          <div className={menu.email}>{user.email}</div>
        </div>
      </div>
      {user.role === 'ADMIN' ? (
        <AdminAccountLinks onLogout={onLogout} />
      ) : (
        <>
          {hasMemberMenu(user) && <MembershipSummary user={user} />}
          <AccountLinks user={user} onLogout={onLogout} />
        </>
      )}
    </>
  );
}

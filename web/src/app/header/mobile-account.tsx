import { Avatar } from '../../components/ui/avatar';
import { ButtonLink } from '../../components/ui/button';
import type { CurrentUser } from '../session/session-context';
import { AccountLinks } from './account-links';
import { AdminAccountLinks } from './admin-account-links';
import { MainButton } from './main-button';
import { MembershipSummary } from './membership-summary';
import menu from './menu.module.css';
import { hasMemberMenu } from './nav-items';

interface MobileAccountProps {
  user: CurrentUser | null;
  onLogout: () => void;
}

/** The bottom of the mobile menu: the main action, then account links or log-in and sign-up. */
export function MobileAccount({ user, onLogout }: MobileAccountProps) {
  if (!user) {
    return (
      <>
        <MainButton user={null} block />
        <ButtonLink to="/signup" variant="secondary" block>
          Sign Up
        </ButtonLink>
      </>
    );
  }
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

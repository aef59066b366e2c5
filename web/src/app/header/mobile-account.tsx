import type { CurrentUser } from '../session/session-context';
import { AccountIdentity } from './account-identity';
import { AccountLinks } from './account-links';
import { AdminAccountLinks } from './admin-account-links';
import { MainButton } from './main-button';
import { MembershipSummary } from './membership-summary';
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
      <AccountIdentity user={user} />
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

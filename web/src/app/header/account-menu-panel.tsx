import type { CurrentUser } from '../session/session-context';
import { AccountIdentity } from './account-identity';
import { AccountLinks } from './account-links';
import { AdminAccountLinks } from './admin-account-links';
import { MembershipSummary } from './membership-summary';
import { MenuShortcuts } from './menu-shortcuts';
import { hasMemberMenu } from './nav-items';

/**
 * What the avatar menu holds once opened (spec §2): who they are; for customers with a first order the cart and New
 * Order, their plan and credits; then their account links and the picture upload. Admins get the admin areas. A
 * chunk of its own, loaded when the menu first opens: every signed-in page carries only the button.
 */
export function AccountMenuPanel({ user, onLogout }: { user: CurrentUser; onLogout: () => void }) {
  return (
    <>
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
    </>
  );
}

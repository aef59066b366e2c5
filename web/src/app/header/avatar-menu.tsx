import { lazy, Suspense } from 'react';
import { Avatar } from '../../components/ui/avatar';
import { Dropdown } from '../../components/ui/dropdown';
import { ChevronDownIcon } from '../../components/ui/icons';
import { Spinner } from '../../components/ui/spinner';
import type { CurrentUser } from '../session/session-context';
import styles from './avatar-menu.module.css';

// The menu's contents load when it first opens (issue 26: the signed-in screens' first load stays in budget).
const loadPanel = () => import('./account-menu-panel');
const AccountMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.AccountMenuPanel })));

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
  // Fetched as the pointer or the keyboard comes to the button, so it is there by the time the menu opens.
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a passive prefetch; the button inside is what people use.
    <span className={styles.holder} onPointerEnter={() => void loadPanel()} onFocus={() => void loadPanel()}>
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
        <Suspense fallback={<Spinner size={16} />}>
          <AccountMenuPanel user={user} onLogout={onLogout} />
        </Suspense>
      </Dropdown>
    </span>
  );
}

import { useSession } from '../session/session-context';
import { AvatarMenu } from './avatar-menu';
import { Brand } from './brand';
import styles from './header.module.css';
import { MobileAccount } from './mobile-account';
import { MobileMenu } from './mobile-menu';
import { adminNavLeft, adminNavRight } from './nav-items';
import { NavList } from './nav-list';

/**
 * The admin variant (spec §2 'Admin area'): Social Submissions and Roll Events Dash on the left,
 * Orders and Products on the right. The stats bar and quick order search arrive in a later issue
 * and mount in the marked slot.
 */
export function AdminHeader() {
  const { user, signOut } = useSession();
  const isAdmin = user?.role === 'ADMIN';

  return (
    <header className={`${styles.header} ${styles.collapseMd}`}>
      <div className={styles.inner}>
        <Brand tag="Admin" />
        {isAdmin && (
          <>
            <nav className={styles.nav} aria-label="Admin">
              <NavList items={adminNavLeft} />
            </nav>
            <div className={styles.actions}>
              <div className={styles.slot} data-slot="admin-tools" />
              <nav className={`${styles.nav} ${styles.navEnd}`} aria-label="Admin orders and products">
                <NavList items={adminNavRight} />
              </nav>
              <span className={styles.wideOnly}>
                <AvatarMenu user={user} onLogout={signOut} />
              </span>
              <MobileMenu
                className={styles.narrowOnly}
                items={[...adminNavLeft, ...adminNavRight]}
                footer={<MobileAccount user={user} onLogout={signOut} />}
              />
            </div>
          </>
        )}
      </div>
    </header>
  );
}

import { QuickSearch } from '../../features/admin/components/header/quick-search';
import { StatsBar } from '../../features/admin/components/header/stats-bar';
import { useSession } from '../session/session-context';
import { AdminMobileAccount, adminAreaLinks } from './admin-account-links';
import admin from './admin-header.module.css';
import { AvatarMenu } from './avatar-menu';
import { Brand } from './brand';
import styles from './header.module.css';
import { MobileMenu } from './mobile-menu';
import { adminNavLeft, adminNavRight } from './nav-items';
import { NavList } from './nav-list';

/**
 * The admin variant (spec §2 'Admin area'): Social Submissions and Roll Events Dash on the left,
 * Orders and Products on the right, the quick order search in the tools slot, and the stats bar under them on
 * every admin page.
 */
export function AdminHeader() {
  const { user, signOut } = useSession();
  const isAdmin = user?.role === 'ADMIN';

  return (
    <header className={`${styles.header} ${styles.collapseMd}`}>
      <div className={`${styles.inner} ${admin.inner}`}>
        <Brand tag="Admin" />
        {isAdmin && (
          <>
            <nav className={styles.nav} aria-label="Admin">
              <NavList items={adminNavLeft} />
            </nav>
            <div className={`${styles.actions} ${admin.actions}`}>
              <div className={`${styles.slot} ${admin.tools}`} data-slot="admin-tools">
                <QuickSearch />
              </div>
              <nav className={`${styles.nav} ${styles.navEnd}`} aria-label="Admin orders and products">
                <NavList items={adminNavRight} />
              </nav>
              <span className={styles.wideOnly}>
                <AvatarMenu user={user} onLogout={signOut} />
              </span>
              <MobileMenu
                className={`${styles.narrowOnly} ${admin.menu}`}
                items={adminAreaLinks}
                footer={<AdminMobileAccount user={user} onLogout={signOut} />}
              />
            </div>
          </>
        )}
      </div>
      {isAdmin && <StatsBar />}
    </header>
  );
}

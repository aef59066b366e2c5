import { Outlet } from 'react-router';
import { AdminHeader } from '../header/admin-header';
import styles from './layout.module.css';
import { MAIN_ID, SkipLink } from './skip-link';

/** The admin area: its own header, no marketing footer. */
export function AdminLayout() {
  return (
    <>
      <SkipLink />
      <AdminHeader />
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

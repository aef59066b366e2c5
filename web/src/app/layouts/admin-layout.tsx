import { useRef } from 'react';
import { Outlet } from 'react-router';
import { AdminHeader } from '../header/admin-header';
import styles from './layout.module.css';
import { usePageTransition } from './page-transition';
import { MAIN_ID, SkipLink } from './skip-link';

/** The admin area: its own header, no marketing footer. */
export function AdminLayout() {
  const main = useRef<HTMLElement>(null);
  usePageTransition(main);
  return (
    <>
      <SkipLink />
      <AdminHeader />
      <main ref={main} id={MAIN_ID} className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

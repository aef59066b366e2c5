import { Outlet } from 'react-router';
import { SiteHeader } from '../header/site-header';
import styles from './layout.module.css';
import { SiteFooter } from './site-footer';
import { MAIN_ID, SkipLink } from './skip-link';

/** Public site and customer area: header, page, footer. */
export function SiteLayout() {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}

import { useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isLandingPath } from '../../features/landing/data/landing-paths';
import { SiteHeader } from '../header/site-header';
import { useSession } from '../session/session-context';
import styles from './layout.module.css';
import { usePageTransition } from './page-transition';
import { SiteFooter } from './site-footer';
import { MAIN_ID, SkipLink } from './skip-link';

/** Public site and customer area: header, page, footer. */
export function SiteLayout() {
  const { pathname } = useLocation();
  const { status } = useSession();
  const main = useRef<HTMLElement>(null);
  usePageTransition(main);
  // '/' is the landing page only for visitors; a logged-in person sees a loader there, then their own page.
  const overlay = isLandingPath(pathname) && (pathname !== '/' || status === 'visitor');
  return (
    <>
      <SkipLink />
      <SiteHeader overlay={overlay} />
      <main ref={main} id={MAIN_ID} className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}

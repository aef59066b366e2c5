import { lazy, Suspense } from 'react';
import { ButtonLink } from '../../components/ui/button';
import { useHeaderSolid } from '../../features/landing/lib/use-landing-scroll';
import { useClubVariant } from '../../lib/site';
import { useSession } from '../session/session-context';
import { Brand } from './brand';
import styles from './header.module.css';
import { MainButton, VisitorMobileAccount } from './main-button';
import { MobileMenu } from './mobile-menu';
import { hasMemberMenu, navItemsFor } from './nav-items';
import { NavList } from './nav-list';

// A logged-in person's header parts load only for them (see signed-in-header.tsx); the phone menu's account part
// when that menu first opens.
const SignedInActions = lazy(() =>
  import('./signed-in-header').then((m) => ({ default: m.SignedInActions })),
);
const MobileAccount = lazy(() => import('./mobile-account').then((m) => ({ default: m.MobileAccount })));

/**
 * The header of the public site and the customer area; links depend on who is looking (spec §2). Over a landing
 * page's hero (`overlay`) it is transparent, and turns solid once the page scrolls past 127 px.
 */
export function SiteHeader({ overlay = false }: { overlay?: boolean }) {
  const { status, user, signOut } = useSession();
  const clubVariant = useClubVariant();
  const solid = useHeaderSolid(overlay);
  const settled = status === 'visitor' || status === 'authenticated';
  const items = settled ? navItemsFor(user, { clubVariant }) : [];
  // Spec §2: the customer-menu variant collapses under 992 px, the others under 768 px.
  const collapse = hasMemberMenu(user) ? styles.collapseLg : styles.collapseMd;

  return (
    <header
      className={[styles.header, collapse, overlay && styles.overlay, overlay && solid && styles.solid]
        .filter(Boolean)
        .join(' ')}
    >
      <div className={styles.inner}>
        <Brand />
        <nav className={styles.nav} aria-label="Main">
          <NavList items={items} />
        </nav>
        {settled && (
          <div className={styles.actions}>
            <MainButton user={user} className={styles.mainButton} />
            {overlay && !user ? (
              <ButtonLink to="/signup" className={styles.getStarted}>
                Get Started
              </ButtonLink>
            ) : null}
            {user && (
              <Suspense fallback={null}>
                <SignedInActions user={user} onLogout={signOut} />
              </Suspense>
            )}
            <MobileMenu
              className={styles.narrowOnly}
              items={items}
              footer={
                user ? (
                  <Suspense fallback={null}>
                    <MobileAccount user={user} onLogout={signOut} />
                  </Suspense>
                ) : (
                  <VisitorMobileAccount />
                )
              }
            />
          </div>
        )}
      </div>
    </header>
  );
}

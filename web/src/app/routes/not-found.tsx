import { Link, useLocation } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { ComingSoon } from '../../components/ui/coming-soon';
import { CITY_SLUGS, cityName } from '../../features/landing/data/landing-paths';
import { site } from '../../lib/site';
import styles from './not-found.module.css';

/**
 * An unknown /film-developing-{city}: the server answers 404 with this page (prerendered, so it reads the same
 * for every city). It says what is true — we develop film from anywhere by mail — and lists the city pages.
 */
function UnknownCityPage() {
  return (
    <div className={styles.page}>
      <title>We develop film from every city · Nice Film Club</title>
      <meta name="robots" content="noindex" />
      <p className={styles.eyebrow}>404 · No page for this city yet</p>
      <h1 className={styles.title}>We don’t have a page for your city yet, but we develop its film</h1>
      <p className={styles.lead}>
        Nice Film Club is a mail-in lab: wherever you are in the US, you send us your rolls and your scans
        arrive in your online library. Members mail their film on a free prepaid label.
      </p>
      <div className={styles.actions}>
        <ButtonLink to="/signup" size="lg">
          Start an order
        </ButtonLink>
        <ButtonLink to="/frequently-asked-questions" size="lg" variant="secondary">
          How mail-in works
        </ButtonLink>
      </div>
      <h2 className={styles.subtitle}>Cities with their own page</h2>
      <ul className={styles.cities}>
        {CITY_SLUGS.map((slug) => (
          <li key={slug}>
            <Link to={`/film-developing-${slug}`}>{cityName(slug)}</Link>
          </li>
        ))}
      </ul>
      <p className={styles.contact}>
        Questions first? Write to <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
      </p>
    </div>
  );
}

/** Unknown public paths get a friendly dead end instead of a blank page. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/film-developing-')) return <UnknownCityPage />;
  return (
    <ComingSoon
      eyebrow="404 · Not found"
      title="Page not found"
      description="This frame came out blank. The page may have moved, or the link may be mistyped."
    />
  );
}

import type { ReactNode } from 'react';
import { landingHeroFor } from '../data/landing-pages';
import { LandingHero } from './landing-hero';
import { LandingSections } from './landing-sections';
import styles from './landing-sections.module.css';

interface LandingPageProps {
  pathname: string;
  clubVariant: boolean;
  /** The price calculator, composed in by the route (features do not import each other). */
  pricing?: ReactNode;
}

/**
 * One template for /, /lab, /club and the city and search-phrase pages (spec §2); only the hero words
 * change for now. The full public site replaces this later.
 */
export function LandingPage({ pathname, clubVariant, pricing }: LandingPageProps) {
  const hero = landingHeroFor(pathname, clubVariant);
  return (
    <>
      <title>{`${hero.title} · Nice Film Club`}</title>
      <LandingHero hero={hero} />
      <LandingSections />
      {pricing ? (
        <section className={styles.section} aria-labelledby="pricing-title">
          <p className={styles.eyebrow}>Pricing</p>
          <h2 id="pricing-title" className={styles.title}>
            What a year of film costs on each plan
          </h2>
          <div className={styles.sectionBody}>{pricing}</div>
        </section>
      ) : null}
    </>
  );
}

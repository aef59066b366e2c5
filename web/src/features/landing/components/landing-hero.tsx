import { ButtonLink } from '../../../components/ui/button';
import { FilmStrip } from '../../../components/ui/film-strip';
import type { LandingHero as Hero } from '../data/landing-pages';
import styles from './landing-hero.module.css';

/** The first screen: who we are, what we do, and the two ways in. */
export function LandingHero({ hero }: { hero: Hero }) {
  return (
    <section className={styles.hero} aria-labelledby="landing-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{hero.eyebrow}</p>
          <h1 id="landing-title" className={styles.title}>
            {hero.title}
          </h1>
          <p className={styles.pitch}>
            Mail us your 35mm, 120 and disposable rolls. We develop C-41, black &amp; white, E-6 and ECN-2 by
            hand, scan every frame in high resolution, and put your photos in your own online darkroom.
          </p>
          <div className={styles.actions}>
            <ButtonLink to="/signup" size="lg">
              Get Started
            </ButtonLink>
            <ButtonLink to="/login" size="lg" variant="light">
              Log In
            </ButtonLink>
          </div>
          <p className={styles.fine}>On Demand from $17.99 a roll · Memberships from $199.99 a year</p>
        </div>
        <div className={styles.art} aria-hidden="true">
          <FilmStrip frames={3} className={styles.stripA} />
          <FilmStrip frames={3} className={styles.stripB} />
          <span className={styles.canister}>
            <span>400</span>
          </span>
        </div>
      </div>
    </section>
  );
}

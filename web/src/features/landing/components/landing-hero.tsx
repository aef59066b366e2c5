import { ButtonLink } from '../../../components/ui/button';
import { hasLocalSection, type LandingPageCopy } from '../data/landing-copy-types';
import { INTRO_PLAYED_KEY } from '../lib/intro';
import styles from './landing-hero.module.css';

function rememberIntro() {
  try {
    window.localStorage.setItem(INTRO_PLAYED_KEY, '1');
  } catch {
    // Storage may be blocked; the intro then plays again next time, which is harmless.
  }
}

/**
 * NICE MEETING YOU: the page's photograph, its title and description, and the two ways in. On a first visit the
 * photograph "develops" from a negative (the intro animation, spec §2); its completion is stored, and the
 * prerendered page's boot script skips it for returning visitors before the first paint.
 */
export function LandingHero({ copy, number }: { copy: LandingPageCopy; number: string }) {
  const background = copy.image;
  const eyebrow = copy.city ? `Film developing · ${copy.city.name}` : 'Nice meeting you';
  return (
    <section id="nice-meeting-you" className={styles.hero} aria-labelledby="landing-title" tabIndex={-1}>
      <picture className={styles.media}>
        <source media="(max-width: 640px)" srcSet={background.sm} type="image/webp" />
        <source srcSet={`${background.md} 1280w, ${background.lg} 1920w`} sizes="100vw" type="image/webp" />
        <img
          className={styles.image}
          src={background.md}
          alt=""
          width={1280}
          height={800}
          fetchPriority="high"
          decoding="async"
          onAnimationEnd={rememberIntro}
        />
      </picture>
      <div className={styles.shade} aria-hidden="true" />
      <div className={styles.inner}>
        <p className={styles.eyebrow}>
          <span className={styles.number}>{number}</span>
          {eyebrow}
        </p>
        <h1 id="landing-title" className={styles.title}>
          {copy.heroTitle}
        </h1>
        <p className={styles.description}>{copy.description}</p>
        <div className={styles.actions}>
          <ButtonLink to="/signup" size="lg">
            Get Started
          </ButtonLink>
          <a className={styles.secondary} href="#price-calculator">
            Compare prices
          </a>
        </div>
        {hasLocalSection(copy) ? null : (
          <ul className={styles.highlights}>
            {copy.highlights.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        )}
      </div>
      <a className={styles.scrollCue} href="#development-scanning">
        <span className="visually-hidden">Skip to </span>Development &amp; Scanning
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 4v16m0 0-6-6m6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </a>
    </section>
  );
}

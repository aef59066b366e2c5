import type { ReactNode } from 'react';
import { useReveal } from '../lib/use-landing-scroll';
import styles from './landing.module.css';

export type SectionTone = 'paper' | 'sunk' | 'night';

interface LandingSectionProps {
  id: string;
  /** Its place in the side navigation ('02'). */
  number: string;
  eyebrow: string;
  title: string;
  subtitle?: string;
  tone?: SectionTone;
  /** Wider content (galleries, carousels, the calculator) drops the section's side padding on phones. */
  bleed?: boolean;
  children: ReactNode;
}

/**
 * One section of the landing template: numbered eyebrow, title and subtitle, revealed once (with its points,
 * marked with `styles.reveal`) when the scroll passes the section's top minus 350 px (spec §2).
 */
export function LandingSection({
  id,
  number,
  eyebrow,
  title,
  subtitle,
  tone = 'paper',
  bleed,
  children,
}: LandingSectionProps) {
  const [ref, revealed] = useReveal<HTMLElement>();
  return (
    <section
      id={id}
      ref={ref}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className={[styles.section, styles[tone], revealed && styles.revealed, bleed && styles.bleed]
        .filter(Boolean)
        .join(' ')}
      data-revealed={revealed || undefined}
    >
      <div className={styles.inner}>
        <header className={styles.head}>
          <p className={`${styles.eyebrow} ${styles.reveal}`}>
            <span className={styles.number}>{number}</span>
            {eyebrow}
          </p>
          <h2 id={`${id}-title`} className={`${styles.title} ${styles.reveal}`}>
            {title}
          </h2>
          {subtitle ? <p className={`${styles.subtitle} ${styles.reveal}`}>{subtitle}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}

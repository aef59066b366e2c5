import { ButtonLink } from './button';
import styles from './coming-soon.module.css';

interface ComingSoonProps {
  /** The area's name, shown as the page heading. */
  title: string;
  /** One sentence on what the page will hold. */
  description: string;
  backTo?: string;
  backLabel?: string;
  eyebrow?: string;
}

/** Stands in for an area not built yet, inside the real layout, so no route is ever a blank screen. */
export function ComingSoon({
  title,
  description,
  backTo = '/',
  backLabel = 'Back to home',
  eyebrow = 'Coming soon · In the darkroom',
}: ComingSoonProps) {
  return (
    <div className={styles.wrap}>
      <title>{`${title} · Nice Film Club`}</title>
      <section className={styles.panel} aria-labelledby="coming-soon-title">
        <div className={styles.strip} aria-hidden="true">
          <span className={styles.frame} />
          <span className={styles.frame} />
          <span className={styles.frame} />
        </div>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 id="coming-soon-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.description}>{description}</p>
          <ButtonLink to={backTo} variant="secondary">
            ← {backLabel}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}

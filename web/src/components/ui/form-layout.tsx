import type { ReactNode } from 'react';
import { FilmStrip } from './film-strip';
import styles from './form-layout.module.css';

interface FormLayoutProps {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  /** Words for the darkroom panel beside the form on wide screens. */
  asideQuote?: string;
  children: ReactNode;
  /** Links under the form, such as "No account yet? Sign up". */
  footer?: ReactNode;
}

/** Account forms (log in, sign up, reset, details): the form on paper beside a darkroom panel. */
export function FormLayout({ title, eyebrow, lead, asideQuote, children, footer }: FormLayoutProps) {
  return (
    <div className={styles.layout}>
      <aside className={styles.aside} aria-hidden="true">
        <FilmStrip frames={4} />
        <p className={styles.quote}>{asideQuote ?? 'Every roll, handled like it was our own.'}</p>
        <p className={styles.edge}>NICE FILM CLUB ▸ 400 ▸ 36 EXP ▸ C-41</p>
      </aside>
      <section className={styles.main}>
        <div className={styles.content}>
          <header className={styles.header}>
            {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
            <h1 className={styles.title}>{title}</h1>
            {lead && <p className={styles.lead}>{lead}</p>}
          </header>
          {children}
          {footer && <div className={styles.footer}>{footer}</div>}
        </div>
      </section>
    </div>
  );
}

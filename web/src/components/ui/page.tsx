import type { ReactNode } from 'react';
import styles from './page.module.css';

interface PageProps {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  width?: 'narrow' | 'medium' | 'wide';
  children?: ReactNode;
}

/** The frame of an ordinary page: gutters from the tokens, one h1, an optional lead. */
export function Page({ title, eyebrow, lead, width = 'wide', children }: PageProps) {
  return (
    <div className={`${styles.page} ${width !== 'wide' ? styles[width] : ''}`}>
      <title>{`${title} · Nice Film Club`}</title>
      <header className={styles.header}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </header>
      {children}
    </div>
  );
}

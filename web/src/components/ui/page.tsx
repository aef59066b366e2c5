import type { ReactNode } from 'react';
import { PageHead } from '../seo/page-head';
import styles from './page.module.css';

interface PageProps {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  width?: 'narrow' | 'medium' | 'wide';
  children?: ReactNode;
  /** A public page's own head (description, canonical, Open Graph); others get the plain title. */
  head?: { path: string; description: string };
}

/** The frame of an ordinary page: gutters from the tokens, one h1, an optional lead. */
export function Page({ title, eyebrow, lead, width = 'wide', children, head }: PageProps) {
  return (
    <div className={`${styles.page} ${width !== 'wide' ? styles[width] : ''}`}>
      {head ? (
        <PageHead title={`${title} · Nice Film Club`} description={head.description} path={head.path} />
      ) : (
        <title>{`${title} · Nice Film Club`}</title>
      )}
      <header className={styles.header}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </header>
      {children}
    </div>
  );
}

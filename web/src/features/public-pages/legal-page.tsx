import type { ReactNode } from 'react';
import { site } from '../../lib/site';
import content from './content.module.css';
import styles from './legal-page.module.css';
import { PageHead } from './page-head';
import type { ContentPagePath } from './page-meta';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalPageProps {
  path: ContentPagePath;
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/** The day both legal texts take effect: the machine-readable date and the date as shown, side by side. */
const EFFECTIVE = { iso: '2026-11-01', shown: '1 November 2026' } as const;

/** The lab's contact address as a mail link, as the legal texts print it. */
export const mail = <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>;

/**
 * The frame of /terms and /privacy-policy: numbered sections, a table of contents that links to them (sticky
 * beside the text on wide screens), and the effective date under the title.
 */
export function LegalPage({ path, title, intro, sections }: LegalPageProps) {
  return (
    <article className={content.page}>
      <PageHead path={path} />
      <header className={content.hero}>
        <p className={content.eyebrow}>Legal · {site.legalName}</p>
        <h1 className={content.title}>{title}</h1>
        <p className={styles.effective}>
          Effective <time dateTime={EFFECTIVE.iso}>{EFFECTIVE.shown}</time>
        </p>
      </header>

      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby={`${path.slice(1)}-contents`}>
          <h2 id={`${path.slice(1)}-contents`} className={styles.tocTitle}>
            Contents
          </h2>
          <ol>
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>
                  <span className={styles.tocNumber}>{index + 1}.</span> {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className={styles.body}>
          <div className={`${content.prose} ${styles.intro}`}>{intro}</div>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className={styles.section}
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
                <span className={styles.sectionNumber}>{index + 1}.</span> {section.title}
              </h2>
              <div className={content.prose}>{section.body}</div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}

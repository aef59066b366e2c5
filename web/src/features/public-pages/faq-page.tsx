import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { site } from '../../lib/site';
import content from './content.module.css';
import { allFaqEntries, FAQ_GROUPS, type FaqEntry, faqJsonLd } from './faq-data';
import styles from './faq-page.module.css';
import { PageHead } from './page-head';

function Question({ entry }: { entry: FaqEntry }) {
  return (
    <details id={entry.id} className={styles.item}>
      <summary className={styles.question}>
        <span>{entry.question}</span>
        <span className={styles.marker} aria-hidden="true" />
      </summary>
      <div className={styles.answer}>
        {entry.answer.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {entry.link ? (
          <p>
            <Link to={entry.link.to} className={styles.more}>
              {entry.link.label} →
            </Link>
          </p>
        ) : null}
      </div>
    </details>
  );
}

/**
 * /frequently-asked-questions: the questions grouped by topic, an index of the topics at the top, each answer
 * in a native disclosure (keyboard and screen-reader support for free, and it works before hydration), and the
 * same questions as FAQPage structured data.
 */
export function FaqPage() {
  const count = allFaqEntries().length;
  return (
    <article className={content.page}>
      <PageHead path="/frequently-asked-questions" jsonLd={faqJsonLd()} />
      <header className={content.hero}>
        <p className={content.eyebrow}>FAQ · {count} answers</p>
        <h1 className={content.title}>Frequently Asked Questions</h1>
        <p className={content.lead}>
          Everything people ask us before they send their first roll: which film we develop, how long it
          takes, how to ship it, what happens to your negatives, how memberships work and what your scans look
          like.
        </p>
      </header>

      <div className={styles.layout}>
        <nav className={styles.index} aria-labelledby="faq-topics">
          <h2 id="faq-topics" className={styles.indexTitle}>
            Topics
          </h2>
          <ol>
            {FAQ_GROUPS.map((group) => (
              <li key={group.id}>
                <a href={`#${group.id}`}>
                  {group.title}
                  <span className={styles.indexCount}>{group.entries.length}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className={styles.groups}>
          {FAQ_GROUPS.map((group, index) => (
            <section
              key={group.id}
              id={group.id}
              className={styles.group}
              aria-labelledby={`${group.id}-title`}
            >
              <p className={content.eyebrow}>{String(index + 1).padStart(2, '0')}</p>
              <h2 id={`${group.id}-title`} className={styles.groupTitle}>
                {group.title}
              </h2>
              <div className={styles.list}>
                {group.entries.map((entry) => (
                  <Question key={entry.id} entry={entry} />
                ))}
              </div>
            </section>
          ))}

          <aside className={styles.contact} aria-labelledby="faq-more">
            <h2 id="faq-more" className={styles.contactTitle}>
              Still have a question?
            </h2>
            <p>
              Write to us at <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>. A person at the
              lab reads every message and answers it.
            </p>
            <div className={content.actions}>
              <ButtonLink to="/signup">Get Started</ButtonLink>
              <ButtonLink to="/pricing" variant="light">
                See Pricing
              </ButtonLink>
            </div>
          </aside>
        </div>
      </div>
    </article>
  );
}

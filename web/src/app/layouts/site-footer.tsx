import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { ExternalIcon } from '../../components/ui/icons';
import { BlogPostsQuery } from '../../features/landing/api/blog-posts';
import { NewsletterForm } from '../../features/landing/components/newsletter/newsletter-form';
import { NewsletterPopup } from '../../features/landing/components/newsletter/newsletter-popup';
import { FOOTER_POST_COUNT, recentPosts } from '../../features/landing/lib/recent-posts';
import { site } from '../../lib/site';
import { useSession } from '../session/session-context';
import styles from './site-footer.module.css';

type FooterLink = { label: string; to: string } | { label: string; href: string; newTab?: boolean };

const columns: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Lab',
    links: [
      { label: 'Get Started', to: '/signup' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Purchase Membership', to: '/memberships/purchase' },
    ],
  },
  {
    title: 'Club',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Nice Notes', href: site.notesUrl, newTab: true },
      { label: 'Instagram', href: site.instagramUrl, newTab: true },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'FAQs', to: '/frequently-asked-questions' },
      { label: 'Contact', href: `mailto:${site.contactEmail}` },
      { label: 'Terms', to: '/terms' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
    ],
  },
];

/** Said after the name of every link that opens a new tab, so nobody is surprised. */
function NewTabNote() {
  return (
    <>
      <ExternalIcon />
      <span className="visually-hidden"> (opens in a new tab)</span>
    </>
  );
}

function FooterLinkItem({ link }: { link: FooterLink }) {
  if ('to' in link) return <Link to={link.to}>{link.label}</Link>;
  if (!link.newTab) return <a href={link.href}>{link.label}</a>;
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer">
      {link.label}
      <NewTabNote />
    </a>
  );
}

/**
 * The site footer (spec §2): the community sign-up, the lab's links, the latest blog posts and the copyright
 * line. It also mounts the newsletter prompt, which waits for visitors who are neither subscribed nor logged in.
 */
export function SiteFooter() {
  const session = useSession();
  const communityId = useId();
  // Anyone with a stored token counts as logged in, even while their user is still loading.
  const loggedIn = session.status !== 'visitor';

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.community} aria-labelledby={communityId}>
          <p className={styles.wordmark}>{site.name}</p>
          <h2 id={communityId} className={styles.communityTitle}>
            Join The Community
          </h2>
          <p className={styles.pitch}>
            Monthly notes from the lab, film tips and member offers. One letter a month, never spam.
          </p>
          <NewsletterForm variant="footer" />
        </section>

        <nav className={styles.columns} aria-label="Footer">
          {columns.map((column) => (
            <div key={column.title} className={styles.column}>
              <h2 className={styles.heading}>{column.title}</h2>
              <ul className={styles.links}>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <FooterLinkItem link={link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <LatestNotes />
      </div>

      <div className={styles.bottom}>
        <p className={styles.copyright}>
          © {new Date().getFullYear()} {site.legalName}
        </p>
        <p className={styles.tagline}>Developed, scanned and printed by people who shoot film.</p>
      </div>

      <NewsletterPopup loggedIn={loggedIn} />
    </footer>
  );
}

/**
 * The five newest blog posts. The list keeps its full height while loading (placeholder lines), so the footer
 * does not shift when they arrive. A failed fetch is only logged: the footer then shows no post links (spec §8).
 */
function LatestNotes() {
  const headingId = useId();
  const [{ data, error }] = useQuery({ query: BlogPostsQuery });

  useEffect(() => {
    if (error) console.warn(`[footer] blog posts unavailable: ${error.message}`);
  }, [error]);

  const posts = recentPosts(data?.blogPosts);
  const loading = !data && !error;

  return (
    <section className={styles.notes} aria-labelledby={headingId} aria-busy={loading || undefined}>
      <h2 id={headingId} className={styles.heading}>
        Latest Notes
      </h2>
      <div className={styles.postsArea}>
        {loading ? (
          <ol className={styles.posts} aria-hidden="true">
            {Array.from({ length: FOOTER_POST_COUNT }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder lines, never reordered.
              <li key={index} className={styles.placeholder}>
                <span />
              </li>
            ))}
          </ol>
        ) : posts.length > 0 ? (
          <ol className={styles.posts}>
            {posts.map((post) => (
              <li key={post.url}>
                <a href={post.url} target="_blank" rel="noopener" title={post.title}>
                  <span className={styles.postTitle}>{post.title}</span>
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ol>
        ) : (
          <p className={styles.noPosts}>
            Fresh notes live on the blog.{' '}
            <a href={site.notesUrl} target="_blank" rel="noopener">
              Read the blog
              <NewTabNote />
            </a>
          </p>
        )}
      </div>
    </section>
  );
}

import { Link } from 'react-router';
import { site } from '../../lib/site';
import styles from './site-footer.module.css';

const columns = [
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
      { label: 'FAQs', to: '/frequently-asked-questions' },
      { label: 'Terms', to: '/terms' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
    ],
  },
];

/** A quiet footer: the lab's main links, contact, and the copyright line with the current year. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.lead}>
          <p className={styles.wordmark}>Nice Film Club</p>
          <p className={styles.pitch}>Development, scanning and prints for people who still shoot film.</p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={`${column.title} links`} className={styles.column}>
            <p className={styles.heading}>{column.title}</p>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className={styles.column}>
          <p className={styles.heading}>Say hello</p>
          <ul>
            <li>
              <a href={`mailto:${site.contactEmail}`}>Contact</a>
            </li>
            <li>
              <a href={site.notesUrl} target="_blank" rel="noopener noreferrer">
                Nice Notes
              </a>
            </li>
            <li>
              <a href={site.instagramUrl} target="_blank" rel="noopener noreferrer">
                Instagram
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className={styles.copyright}>
        © {new Date().getFullYear()} {site.legalName}. Made with film.
      </p>
    </footer>
  );
}

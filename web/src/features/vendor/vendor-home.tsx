import { Navigate } from 'react-router';
import { useSession } from '../../app/session/session-context';
import { ButtonLink } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { site } from '../../lib/site';
import styles from './vendor-home.module.css';

/**
 * /vendor-orders, where a VENDOR lands (docs/decisions/074-role-homes.md): their account as the lab holds it and
 * what they can do here today. The vendor order list itself comes with the vendor issue; until then this page
 * says so rather than showing an empty table.
 */
export function VendorHome() {
  const { user } = useSession();
  if (!user) return null;
  if (user.role !== 'VENDOR') return <Navigate to="/" replace />;
  return (
    <Page eyebrow="Vendor" title={`Hello, ${user.firstName}`} width="medium">
      <section className={styles.card} aria-labelledby="vendor-account">
        <h2 id="vendor-account">Your vendor account</h2>
        <dl className={styles.details}>
          <dt>Name</dt>
          <dd>
            {user.firstName} {user.lastName}
          </dd>
          <dt>E-mail</dt>
          <dd>{user.email}</dd>
          <dt>Phone</dt>
          <dd>{user.phone ?? 'Not given'}</dd>
        </dl>
        <ButtonLink to={`/users/${user.id}/settings`} variant="secondary">
          Edit Your Details
        </ButtonLink>
      </section>
      <section className={styles.card} aria-labelledby="vendor-can-do">
        <h2 id="vendor-can-do">What you can do here</h2>
        <ul className={styles.list}>
          <li>Keep your name, phone, e-mail and password up to date in Settings.</li>
          <li>
            Orders the lab places with you will be listed on this page, with their status and what to ship.
            None are listed online yet.
          </li>
          <li>
            Questions about an order? Write to <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
            .
          </li>
        </ul>
      </section>
    </Page>
  );
}

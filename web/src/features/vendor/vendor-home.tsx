import { Navigate } from 'react-router';
import { useSession } from '../../app/session/session-context';
import { ButtonLink } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { site } from '../../lib/site';
import styles from './vendor-home.module.css';
import { VendorOrderList } from './vendor-orders';

/**
 * /vendor-orders, where a VENDOR lands (docs/decisions/074-role-homes.md): the print orders the lab sent to their
 * shop (decision 084), then their account as the lab holds it.
 */
export function VendorHome() {
  const { user } = useSession();
  if (!user) return null;
  if (user.role !== 'VENDOR') return <Navigate to="/" replace />;
  return (
    <Page eyebrow="Vendor" title={`Hello, ${user.firstName}`} width="medium">
      <VendorOrderList />
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
            Print each order from its files, mark it printed, then ship it to the customer and enter the
            tracking number: the customer sees it on their order.
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

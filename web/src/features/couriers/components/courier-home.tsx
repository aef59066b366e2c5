import { Page } from '../../../components/ui/page';
import { LoadProblem, PageLoader } from '../../../components/ui/page-states';
import { useMessengersQuery } from '../api/messengers';
import styles from './messengers.module.css';
import { RoutePanel } from './route-panel';

/** /courier: a MESSENGER's home — their route for today, stops to mark done, the next customer to tell. */
export function CourierHomePage({ firstName }: { firstName: string }) {
  const [{ data, error, fetching }, reload] = useMessengersQuery();
  const own = data?.messengers[0];
  return (
    <Page eyebrow="Courier" title="Today’s Route" lead={`Hi ${firstName}. Your stops, in order.`}>
      {own ? (
        <RoutePanel messengerId={own.id} staff={false} />
      ) : data ? (
        <p className={styles.empty}>
          Your login is not linked to a courier yet. Ask the lab to link it on their Couriers page.
        </p>
      ) : fetching || !error ? (
        <PageLoader label="Loading your route…" />
      ) : (
        <LoadProblem
          error={error}
          what="your route"
          onRetry={() => reload({ requestPolicy: 'network-only' })}
        />
      )}
    </Page>
  );
}

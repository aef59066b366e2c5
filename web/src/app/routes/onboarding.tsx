import { Navigate, useLocation, useParams } from 'react-router';
import { NewOrderPage } from '../../features/orders/components/editor/new-order-page';
import { useSession } from '../session/session-context';

/** /onboarding/rolls: the first order, with a welcome; the session reloads after so the member menu appears. */
export function OnboardingPage() {
  const { '*': rest = '' } = useParams();
  const { key } = useLocation();
  const { user, refreshUser } = useSession();
  if (rest !== 'rolls') return <Navigate to="/onboarding/rolls" replace />;
  if (!user) return null;
  return (
    <NewOrderPage
      key={key}
      userId={user.id}
      asAdmin={false}
      userBase={`/users/${user.id}`}
      onboarding
      onCreated={refreshUser}
    />
  );
}

import { RollsPage as RollsGrid } from '../../features/scans/components/rolls-grid/rolls-page';
import { newOrderPath } from '../header/nav-items';
import { useUserRoute } from './use-user-base';

/** /users/{id}/rolls (and /users/{id}): the roll cards. */
export function RollsPage() {
  const { userId, asAdmin, userBase, user } = useUserRoute();
  const newOrder = asAdmin || !user ? `${userBase}/orders/new/rolls` : newOrderPath(user);
  return <RollsGrid userId={userId} asAdmin={asAdmin} userBase={userBase} newOrderPath={newOrder} />;
}

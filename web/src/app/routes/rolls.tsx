import { useLocation, useParams } from 'react-router';
import { RollPage as RollFrames } from '../../features/scans/components/roll-page/roll-page';
import { RollsPage as RollsGrid } from '../../features/scans/components/rolls-grid/rolls-page';
import { newOrderPath } from '../header/nav-items';
import { useSession } from '../session/session-context';
import { useUserBase } from './use-user-base';

/**
 * Whose rolls these are. Customers see their own (the server answers `me`); admins reach any user's under
 * /admin/users/{userId} (spec §6).
 */
function useRollsRoute() {
  const { userId = '', rollId = '' } = useParams();
  const { pathname } = useLocation();
  const { user } = useSession();
  const asAdmin = pathname.startsWith('/admin/');
  return { userId: asAdmin ? userId : (user?.id ?? userId), asAdmin, userBase: useUserBase(), rollId, user };
}

/** /users/{id}/rolls (and /users/{id}): the roll cards. */
export function RollsPage() {
  const { userId, asAdmin, userBase, user } = useRollsRoute();
  const newOrder = asAdmin || !user ? `${userBase}/orders/new/rolls` : newOrderPath(user);
  return <RollsGrid userId={userId} asAdmin={asAdmin} userBase={userBase} newOrderPath={newOrder} />;
}

/** /users/{id}/rolls/{rollId}: one roll's frames; staff upload under /admin/users/{id}/rolls/{rollId}. */
export function RollPage() {
  const { userId, asAdmin, userBase, rollId } = useRollsRoute();
  return <RollFrames key={rollId} userId={userId} rollId={rollId} asAdmin={asAdmin} userBase={userBase} />;
}

import { MembershipsPage } from '../../features/membership/components/memberships-page';
import { PurchasePage } from '../../features/membership/components/purchase-page';
import { SessionGate } from '../guards/session-gate';
import { newOrderPath } from '../header/nav-items';
import { useSession } from '../session/session-context';

export { MembershipsPage };

/** Open to everyone: visitors see the tiers and are asked to log in; the session reloads after a purchase. */
export function MembershipPurchaseRoute() {
  const { user, refreshUser } = useSession();
  const buyer = user && { membership: user.membership, startOrderPath: newOrderPath(user) };
  return (
    <SessionGate>
      <PurchasePage user={buyer} onPurchased={() => void refreshUser()} />
    </SessionGate>
  );
}

import { LargeFormatSelectorPage as Selector } from '../../features/prints/components/large-format-selector-page';
import { PrintOrderPage as PrintOrder } from '../../features/prints/components/print-order-page';
import { SmallPrintsPage } from '../../features/prints/components/small-prints-page';
import { useUserRoute } from './use-user-base';

/**
 * Whose print pages these are. Customers print their own scans (the server answers `me`); admins open a
 * customer's under /admin/users/{userId} (spec §2: print routes for admins carry the /admin prefix).
 */
function usePrintsRoute() {
  const { params, ...route } = useUserRoute();
  return { ...route, printId: params.printId ?? '' };
}

/** /users/{id}/small-print-orders: 4x6 prints of the customer's frames. */
export function SmallPrintOrdersPage() {
  const { userId, asAdmin } = usePrintsRoute();
  return <SmallPrintsPage key={userId} userId={userId} asAdmin={asAdmin} />;
}

/** /users/{id}/print-orders/new/selector: papers and sizes, and the prints kept in this browser. */
export function LargeFormatSelectorPage() {
  const { userId, userBase } = usePrintsRoute();
  return <Selector key={userId} userId={userId} userBase={userBase} />;
}

/** /users/{id}/print-orders/{printId}: one large-format print; the key starts afresh for another print. */
export function PrintOrderPage() {
  const { userId, asAdmin, userBase, printId } = usePrintsRoute();
  return <PrintOrder key={printId} userId={userId} asAdmin={asAdmin} userBase={userBase} printId={printId} />;
}

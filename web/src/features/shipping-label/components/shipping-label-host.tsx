import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { closeShippingLabelDialog, useShippingLabelDialog } from '../shipping-label-store';

// The dialog, its address picker and place search load when someone first asks for a label: the header is on
// every page, the public landing pages included, and their first load stays within its budget.
const ShippingLabelDialog = lazy(() =>
  import('./shipping-label-dialog').then((module) => ({ default: module.ShippingLabelDialog })),
);

interface ShippingLabelHostProps {
  /** Where 'Create New Order' leads for this person. */
  newOrderTo: string;
}

/** Mounted once in the header for a logged-in person: shows the label dialog while the store says it is open. */
export function ShippingLabelHost({ newOrderTo }: ShippingLabelHostProps) {
  const { open, returnFocusTo } = useShippingLabelDialog();
  const { pathname } = useLocation();
  // Once opened it stays mounted (closed), so closing returns focus as the dialog does.
  const opened = useRef(false);
  if (open) opened.current = true;
  // A change of page (the 'Create New Order' link) or logging out closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of page is what closes the dialog.
  useEffect(() => closeShippingLabelDialog(), [pathname]);
  useEffect(() => closeShippingLabelDialog, []);
  if (!opened.current) return null;
  return (
    <Suspense fallback={null}>
      <ShippingLabelDialog
        open={open}
        onClose={closeShippingLabelDialog}
        newOrderTo={newOrderTo}
        fallbackFocus={() => (returnFocusTo?.isConnected ? returnFocusTo : null)}
      />
    </Suspense>
  );
}

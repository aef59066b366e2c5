import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { closeShippingLabelDialog, useShippingLabelDialog } from '../shipping-label-store';
import { ShippingLabelDialog } from './shipping-label-dialog';

interface ShippingLabelHostProps {
  /** Where 'Create New Order' leads for this person. */
  newOrderTo: string;
}

/** Mounted once in the header for a logged-in person: shows the label dialog while the store says it is open. */
export function ShippingLabelHost({ newOrderTo }: ShippingLabelHostProps) {
  const { open, returnFocusTo } = useShippingLabelDialog();
  const { pathname } = useLocation();
  // A change of page (the 'Create New Order' link) or logging out closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of page is what closes the dialog.
  useEffect(() => closeShippingLabelDialog(), [pathname]);
  useEffect(() => closeShippingLabelDialog, []);
  return (
    <ShippingLabelDialog
      open={open}
      onClose={closeShippingLabelDialog}
      newOrderTo={newOrderTo}
      fallbackFocus={() => (returnFocusTo?.isConnected ? returnFocusTo : null)}
    />
  );
}

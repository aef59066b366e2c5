import { useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { Loader } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { clearDevelopmentOrderDraft } from '../../../lib/local-drafts';
import { useShippingLabelOrdersQuery } from '../api/label-orders';
import { defaultOrderId, isMember, type LabelOrder, orderOptionText } from '../label-rules';
import { LabelRequest } from './label-request';
import styles from './shipping-label.module.css';

export const NO_OPEN_ORDERS =
  "Looks like you don't have any open orders! You'll need to create an order for development & scanning before you can download a label";

interface ShippingLabelDialogProps {
  open: boolean;
  onClose: () => void;
  newOrderTo: string;
  fallbackFocus?: () => HTMLElement | null;
}

/** The Free Shipping Label dialog (spec §2): an open order, a return address, then 'Confirm & Download Label'. */
export function ShippingLabelDialog({ open, onClose, newOrderTo, fallbackFocus }: ShippingLabelDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Free Shipping Label"
      description="A prepaid USPS label for sending your film to the lab."
      fallbackFocus={fallbackFocus}
    >
      <LabelDialogBody newOrderTo={newOrderTo} />
    </Dialog>
  );
}

function LabelDialogBody({ newOrderTo }: { newOrderTo: string }) {
  const [result, refetch] = useShippingLabelOrdersQuery();
  const me = result.data?.me;
  const orders = me?.orders?.items;

  if (result.fetching && !orders) return <Loader label="Loading your open orders…" />;
  if (!me || !orders) {
    // Spec §8: the server's own message when the orders cannot be fetched.
    return (
      <div className={styles.stack}>
        <FormAlert message={errorMessage(result.error) ?? 'Your orders could not be loaded.'} />
        <div>
          <Button variant="secondary" onClick={() => refetch({ requestPolicy: 'network-only' })}>
            Try Again
          </Button>
        </div>
      </div>
    );
  }
  if (orders.length === 0) {
    return (
      <div className={styles.stack}>
        <p className={styles.lead}>{NO_OPEN_ORDERS}</p>
        <div>
          <ButtonLink to={newOrderTo} onClick={clearDevelopmentOrderDraft}>
            Create New Order
          </ButtonLink>
        </div>
      </div>
    );
  }
  return <OrderChoice orders={orders} member={isMember(me.membership)} />;
}

function OrderChoice({ orders, member }: { orders: LabelOrder[]; member: boolean }) {
  const [chosen, setChosen] = useState<string | null>(() => defaultOrderId(orders));
  const order = orders.find((candidate) => candidate.id === chosen) ?? orders[0];
  return (
    <div className={styles.stack}>
      <SelectField label="Open order" value={order.id} onChange={(event) => setChosen(event.target.value)}>
        {orders.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {orderOptionText(candidate)}
          </option>
        ))}
      </SelectField>
      {/* Keyed by order: a new choice starts with a fresh address and no earlier error. */}
      <LabelRequest key={order.id} order={order} member={member} />
    </div>
  );
}

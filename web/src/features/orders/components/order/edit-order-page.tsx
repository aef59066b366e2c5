import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Page } from '../../../../components/ui/page';
import { LoadProblem, PageLoader } from '../../../../components/ui/page-states';
import type { OrderFieldsFragment } from '../../../../gql/graphql';
import { useOrderQuery } from '../../api/order';
import { useOrderCustomerQuery } from '../../api/order-customer';
import { useUpdateOrderMutation } from '../../api/update-order';
import { type DraftRoll, type OrderDraft, rollDefaults } from '../editor/draft';
import { serverDraftErrors } from '../editor/draft-errors';
import { OrderEditor } from '../editor/order-editor';
import { updateInput } from '../editor/order-input';
import type { OrderRouteProps } from './order-page';

/** The order as a draft: its rolls keep their ids so the save can tell edits from new and removed rolls. */
export function draftFromOrder(order: OrderFieldsFragment, userId: string): OrderDraft {
  const rolls: DraftRoll[] = order.rolls.map((roll) => ({
    key: roll.id,
    id: roll.id,
    process: roll.process,
    format: roll.format,
    stock: roll.stock,
    pushPull: roll.pushPull,
    crossProcess: roll.crossProcess,
    addPrints: roll.addPrints,
    addRush: roll.addRush,
    sleeving: roll.sleeving,
    scanQuality: roll.scanQuality,
    halfFrames: roll.halfFrames,
    negativesAction: roll.negativesAction,
    notes: roll.notes ?? '',
  }));
  // How the film travels is on its shipment to the lab; an order without one is a drop-off or, at 'Mail-in', posted.
  const toLab = order.shipments.find((shipment) => !shipment.toCustomer);
  const mailIn = order.location === 'Mail-in';
  const shippingMethod = toLab?.method ?? (mailIn ? 'EXTERNAL_FULFILLMENT' : 'DROP_OFF');
  return {
    userId,
    step: 'rolls',
    rolls,
    shippingMethod,
    location: shippingMethod === 'DROP_OFF' && !mailIn ? order.location : '',
    serviceLevel: 'return_negatives',
    returnAddressId: null,
    notes: order.notes ?? '',
  };
}

/** /users/{id}/orders/{orderId}/edit: the new-order editor on an OPEN order, saved with updateOrder. */
export function EditOrderPage({ orderId, userId, asAdmin, userBase }: OrderRouteProps) {
  const [order, reloadOrder] = useOrderQuery(orderId);
  const [customer, reloadCustomer] = useOrderCustomerQuery(userId, asAdmin);
  const retry = () => {
    reloadOrder({ requestPolicy: 'network-only' });
    reloadCustomer({ requestPolicy: 'network-only' });
  };
  const found = order.data?.order;
  const person = asAdmin ? customer.data?.user : customer.data?.me;
  const failed = (!order.fetching && !found) || (!customer.fetching && !person);
  return (
    <Page eyebrow="Development & Scanning" title={found ? `Edit Order ${found.number}` : 'Edit Order'}>
      {found && person ? (
        found.actions.edit ? (
          <Editor order={found} preferences={person.preferences} asAdmin={asAdmin} userBase={userBase} />
        ) : (
          <p>This order can no longer be changed: the lab has it.</p>
        )
      ) : failed ? (
        <LoadProblem error={order.error ?? customer.error} what="this order" onRetry={retry} />
      ) : (
        <PageLoader label="Loading the order…" />
      )}
    </Page>
  );
}

function Editor({
  order,
  preferences,
  asAdmin,
  userBase,
}: {
  order: OrderFieldsFragment;
  preferences: { key: string; value: string }[];
  asAdmin: boolean;
  userBase: string;
}) {
  const navigate = useNavigate();
  const [, updateOrder] = useUpdateOrderMutation();
  const defaults = useMemo(() => rollDefaults(preferences), [preferences]);
  // The order as it was when editing began: what the save compares against.
  const [initial] = useState(() => draftFromOrder(order, order.customer.id));
  const back = `${userBase}/orders/${order.id}`;

  const submit = async (draft: OrderDraft) => {
    const input = updateInput(order.id, initial.rolls, draft);
    const result = await updateOrder({ input });
    if (!result.data?.updateOrder) {
      return serverDraftErrors(result.error, {
        rolls: draft.rolls.filter((roll) => roll.id).map((roll) => roll.key),
        newRolls: draft.rolls.filter((roll) => !roll.id).map((roll) => roll.key),
      });
    }
    navigate(back);
    return null;
  };

  return (
    <OrderEditor
      initial={initial}
      defaults={defaults}
      forUserId={asAdmin ? order.customer.id : null}
      storageKey={null}
      editing
      submitLabel="Save Changes"
      onSubmit={submit}
    />
  );
}

import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AddressPicker } from '../../../../components/address/address-picker';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { Page } from '../../../../components/ui/page';
import { LoadProblem, PageLoader } from '../../../../components/ui/page-states';
import { SelectField } from '../../../../components/ui/select-field';
import type { NegativesAction, ServiceLevel } from '../../../../gql/graphql';
import { splitErrors } from '../../../../lib/error-message';
import { focusFirstInvalid } from '../../../../lib/validation';
import { useOrderQuery } from '../../api/order';
import { useSetReturnNegativesMutation } from '../../api/set-return-negatives';
import { keysOf, NEGATIVES_LABELS, SERVICE_LEVEL_LABELS, shipsNegatives } from '../../labels';
import type { OrderRouteProps } from '../order/order-page';
import styles from './forms.module.css';

type Field = 'negativesAction' | 'serviceLevel' | 'address';
const SERVER_FIELDS: Record<string, Field> = {
  negativesAction: 'negativesAction',
  serviceLevel: 'serviceLevel',
  'returnShipment.serviceLevel': 'serviceLevel',
  returnShipment: 'address',
  addressId: 'address',
  'returnShipment.addressId': 'address',
};

/** /users/{id}/orders/{orderId}/return-negatives-form: what happens to the negatives, and where shipped ones go. */
export function ReturnNegativesPage({ orderId, userId, asAdmin, userBase }: OrderRouteProps) {
  const [{ data, error, fetching }, reload] = useOrderQuery(orderId);
  const order = data?.order;
  const back = `${userBase}/orders/${orderId}`;
  return (
    <Page
      eyebrow={order ? `Order ${order.number}` : 'Order'}
      title="Return Negatives"
      width="medium"
      lead="Choose what happens to your negatives once they’re developed and scanned."
    >
      {order ? (
        order.actions.returnNegatives ? (
          <ReturnForm
            orderId={order.id}
            current={order.rolls[0]?.negativesAction ?? 'TOSS'}
            shipment={order.shipments.find((shipment) => shipment.toCustomer) ?? null}
            userId={asAdmin ? userId : undefined}
            back={back}
          />
        ) : (
          <p className={styles.note}>
            The return of these negatives can’t be changed any more. <Link to={back}>Back to the order</Link>
          </p>
        )
      ) : fetching || (!error && !data) ? (
        <PageLoader label="Loading the order…" />
      ) : (
        <LoadProblem
          error={error}
          what="this order"
          onRetry={() => reload({ requestPolicy: 'network-only' })}
        />
      )}
    </Page>
  );
}

interface ReturnFormProps {
  orderId: string;
  current: NegativesAction;
  shipment: { serviceLevel?: ServiceLevel | null; address?: { id: string } | null } | null;
  userId?: string;
  back: string;
}

function ReturnForm({ orderId, current, shipment, userId, back }: ReturnFormProps) {
  const [action, setAction] = useState<NegativesAction>(current);
  const [serviceLevel, setServiceLevel] = useState<ServiceLevel>(
    shipment?.serviceLevel ?? 'return_negatives',
  );
  const [addressId, setAddressId] = useState<string | null>(shipment?.address?.id ?? null);
  const [addressError, setAddressError] = useState<string | null>(null);
  const [{ fetching, error }, save] = useSetReturnNegativesMutation();
  const navigate = useNavigate();
  const sending = useRef(false);
  const server = splitErrors(error, SERVER_FIELDS);
  const shipped = shipsNegatives(action);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (shipped && !addressId) {
      setAddressError('Choose the address your negatives go back to');
      requestAnimationFrame(() => focusFirstInvalid(form));
      return;
    }
    if (sending.current) return;
    sending.current = true;
    try {
      const result = await save({
        input: {
          orderId,
          negativesAction: action,
          returnShipment: shipped && addressId ? { serviceLevel, addressId } : null,
        },
      });
      if (result.data?.setReturnNegatives) navigate(back);
      else requestAnimationFrame(() => focusFirstInvalid(form));
    } finally {
      sending.current = false;
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <SelectField
        label="What happens to the negatives"
        value={action}
        onChange={(event) => setAction(event.target.value as NegativesAction)}
        error={server.fields.negativesAction}
        hint="Applies to every roll on this order."
      >
        {keysOf(NEGATIVES_LABELS).map((key) => (
          <option key={key} value={key}>
            {NEGATIVES_LABELS[key]}
          </option>
        ))}
      </SelectField>
      {shipped && (
        <>
          <SelectField
            label="Return service"
            value={serviceLevel}
            onChange={(event) => setServiceLevel(event.target.value as ServiceLevel)}
            error={server.fields.serviceLevel}
          >
            {keysOf(SERVICE_LEVEL_LABELS).map((key) => (
              <option key={key} value={key}>
                {SERVICE_LEVEL_LABELS[key]}
              </option>
            ))}
          </SelectField>
          <AddressPicker
            userId={userId}
            label="Return address"
            value={addressId}
            onChange={(id) => {
              setAddressError(null);
              setAddressId(id);
            }}
            error={addressError ?? server.fields.address}
          />
        </>
      )}
      <FormAlert message={server.form} />
      <div className={styles.actions}>
        <Link to={back}>Cancel</Link>
        <Button type="submit" size="lg" busy={fetching}>
          Save
        </Button>
      </div>
    </form>
  );
}

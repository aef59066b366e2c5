import type { LabConfig } from '../config';
import type { Queryable } from '../db/database';
import { findAddress } from '../db/queries/addresses';
import {
  findCustomerName,
  findLocationAddress,
  hasOutgoingLabel,
  insertShipment,
  setShipmentLabel,
} from '../db/queries/orders-shipments';
import { WILLIAMSBURG } from '../db/seed/orders-data';
import { conflict, invalidField } from '../errors';
import type { NewShipment } from '../routes/order-input';
import { isUniqueViolation } from './accounts';
import { createShippingLabel, labelDirectoryFor } from './shipping-labels';

export const ALREADY_HAS_LABEL = 'This order already has a shipping label';
/** Prepaid labels bring the film to the lab itself, not to a drop-off counter. */
const LAB_LOCATION = WILLIAMSBURG;

/**
 * Adds shipments to an order inside the caller's transaction. Every address must be one of the customer's; a
 * PREPAID_LABEL to the lab buys its label at once (from the customer's address to the lab), at most one per
 * order. `field` names the list in the request, so a 400 points at the shipment it is about. `config` is the lab's
 * whose link will serve the label: its label folder is where the image is kept.
 */
export async function addShipments(
  tx: Queryable,
  order: { id: number; customerId: number },
  shipments: NewShipment[],
  field: string,
  config: Pick<LabConfig, 'dataDir'>,
): Promise<void> {
  let labelled = await hasOutgoingLabel(tx, order.id);
  for (const [index, shipment] of shipments.entries()) {
    const address =
      shipment.customerAddressId === null
        ? null
        : await findAddress(tx, order.customerId, shipment.customerAddressId);
    if (shipment.customerAddressId !== null && !address) {
      throw invalidField(`${field}.${index}.customerAddressId`, "Must be one of the customer's addresses");
    }
    const outgoingLabel = shipment.method === 'PREPAID_LABEL' && !shipment.toCustomer;
    if (outgoingLabel && labelled) throw conflict(ALREADY_HAS_LABEL);
    const shipmentId = await insertShipment(tx, order.id, shipment).catch((error: unknown) => {
      // Two label requests racing past the check meet the unique index: the same refusal.
      throw isUniqueViolation(error) ? conflict(ALREADY_HAS_LABEL) : error;
    });
    if (!outgoingLabel || !address) continue;
    labelled = true;
    const name = await findCustomerName(tx, order.customerId);
    const lab = await findLocationAddress(tx, LAB_LOCATION);
    if (!lab) throw new Error(`The lab's location '${LAB_LOCATION}' is missing from locations`);
    const label = await createShippingLabel(
      {
        shipmentId,
        serviceLevel: shipment.serviceLevel,
        from: { ...address, name: name ?? '' },
        to: lab,
      },
      labelDirectoryFor(config),
    );
    await setShipmentLabel(tx, shipmentId, label);
  }
}

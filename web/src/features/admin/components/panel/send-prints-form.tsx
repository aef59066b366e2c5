import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { usePrintShopChoiceQuery, useSendPrintsToVendorMutation } from '../../api/send-prints-to-vendor';
import styles from './panel.module.css';
import type { PanelAction } from './use-panel-action';

const STATUS: Record<string, string> = { ASSIGNED: 'with the shop', PRINTED: 'printed', SHIPPED: 'shipped' };

/**
 * Sends the order's prints to an outside print shop (docs/decisions/084-vendor-orders.md): once per order, to one
 * shop. After that it says which shop has them and how far it has got.
 */
export function SendPrintsForm({
  orderId,
  userId,
  action,
}: {
  orderId: string;
  userId: string;
  action: PanelAction;
}) {
  const [{ data, fetching }] = usePrintShopChoiceQuery(userId);
  const [, send] = useSendPrintsToVendorMutation();
  const [vendorId, setVendorId] = useState('');
  const shops = data?.users.items ?? [];
  const sent = data?.user?.vendorOrders?.find((entry) => entry.orderId === orderId);
  const chosen = vendorId || shops[0]?.id || '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    await action.run(
      'sendPrints',
      () => send({ orderId, vendorId: chosen }),
      'Prints sent to the print shop.',
    );
  };

  return (
    <form className={styles.block} onSubmit={submit} aria-labelledby="send-prints-title">
      <h3 id="send-prints-title" className={styles.blockTitle}>
        Print shop
      </h3>
      {sent ? (
        <p className={styles.counts}>
          Sent to {sent.vendorName}: {STATUS[sent.status] ?? sent.status}.
        </p>
      ) : shops.length === 0 && !fetching ? (
        <p className={styles.counts}>No print shop has an account yet: add a user with the VENDOR role.</p>
      ) : (
        <div className={styles.inline}>
          <SelectField
            label="Send the prints to"
            value={chosen}
            onChange={(event) => setVendorId(event.target.value)}
            className={styles.grow}
          >
            {shops.map((shop) => (
              <option key={shop.id} value={shop.id}>
                {shop.firstName} {shop.lastName}
              </option>
            ))}
          </SelectField>
          <Button
            type="submit"
            variant="dark"
            busy={action.running === 'sendPrints'}
            disabled={action.busy || !chosen}
          >
            Send Prints
          </Button>
        </div>
      )}
    </form>
  );
}

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { AddressPicker } from '../../../components/address/address-picker';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { splitErrors } from '../../../lib/error-message';
import { formatCents } from '../../../lib/format';
import { PREPAID_LABEL_PRICE } from '../../public-pages/lab-facts';
import { useRequestShippingLabelMutation } from '../api/request-shipping-label';
import { existingLabelUrl, LABEL_FILE_NAME, type LabelOrder } from '../label-rules';
import styles from './shipping-label.module.css';

interface LabelRequestProps {
  order: LabelOrder;
  member: boolean;
}

/**
 * One order's part of the dialog: its existing label, or a return address and 'Confirm & Download Label'
 * (spec §5: an open order with no outgoing prepaid label, and a return address).
 */
export function LabelRequest({ order, member }: LabelRequestProps) {
  const [addressId, setAddressId] = useState<string | null>(null);
  const [request, requestLabel] = useRequestShippingLabelMutation();
  const [issuedUrl, setIssuedUrl] = useState<string | null>(null);
  const errors = splitErrors(request.error, { addressId: 'address' });

  const confirm = async () => {
    if (!addressId || request.fetching) return;
    const result = await requestLabel({ orderId: order.id, addressId });
    const labelUrl = result.data?.requestShippingLabel.labelUrl;
    if (labelUrl) setIssuedUrl(labelUrl);
  };

  if (issuedUrl) {
    return (
      <LabelLink url={issuedUrl} download>
        Your label for order {order.number} is downloading. Print it, tape it to the package and drop it at
        any USPS location.
      </LabelLink>
    );
  }
  const existing = existingLabelUrl(order);
  if (existing) {
    return <LabelLink url={existing}>Order {order.number} already has its shipping label.</LabelLink>;
  }
  if (!order.actions.requestLabel) {
    return (
      <p className={styles.note}>
        The lab already has the film of order {order.number}, so it needs no label.
      </p>
    );
  }
  return (
    <div className={styles.stack}>
      <AddressPicker
        label="Return address"
        value={addressId}
        onChange={setAddressId}
        error={errors.fields.address}
      />
      <p className={styles.price}>
        {member
          ? 'Free for members: nothing is added to this order.'
          : `Labels are free for members; otherwise ${formatCents(PREPAID_LABEL_PRICE)} is added to this order.`}
      </p>
      <FormAlert message={errors.form} />
      <div>
        <Button onClick={() => void confirm()} disabled={!addressId} busy={request.fetching}>
          Confirm & Download Label
        </Button>
      </div>
    </div>
  );
}

interface LabelLinkProps {
  url: string;
  /** Starts the download at once (a label just made); the link stays for another try. */
  download?: boolean;
  children: ReactNode;
}

function LabelLink({ url, download = false, children }: LabelLinkProps) {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (download) link.current?.click();
  }, [download]);
  return (
    <div className={styles.stack}>
      <p className={download ? styles.success : styles.note} role="status">
        {children}
      </p>
      <div>
        <a ref={link} className={styles.download} href={url} download={LABEL_FILE_NAME}>
          Download label
        </a>
      </div>
    </div>
  );
}

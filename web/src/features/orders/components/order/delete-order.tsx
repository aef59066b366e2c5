import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { errorMessage } from '../../../../lib/error-message';
import { useDeleteOrderMutation } from '../../api/delete-order';
import styles from './order-page.module.css';

/** 'Delete Order', then a confirmation in place: nothing is deleted on one click. */
export function DeleteOrder({
  orderId,
  number,
  ordersPath,
}: {
  orderId: string;
  number: string;
  ordersPath: string;
}) {
  const [asking, setAsking] = useState(false);
  const [{ fetching, error }, deleteOrder] = useDeleteOrderMutation();
  const navigate = useNavigate();
  const root = useRef<HTMLDivElement>(null);
  const wasAsking = useRef(false);

  // Focus follows the question: onto 'Yes' when it opens, back onto 'Delete Order' when it closes.
  useEffect(() => {
    if (asking || wasAsking.current) root.current?.querySelector('button')?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <div ref={root} className={styles.deleteWrap}>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          Delete Order
        </Button>
      </div>
    );
  }
  return (
    <div ref={root} className={styles.confirm}>
      <p id="delete-confirm-text">
        Delete order {number}? Its rolls come off the lab’s list. This can’t be undone.
      </p>
      <div className={styles.confirmActions}>
        <Button
          aria-describedby="delete-confirm-text"
          busy={fetching}
          onClick={async () => {
            const result = await deleteOrder(
              { id: orderId },
              { additionalTypenames: ['Order', 'OrderPage'] },
            );
            if (result.data?.deleteOrder) navigate(ordersPath, { state: { deleted: number } });
          }}
        >
          Yes, Delete Order
        </Button>
        <Button variant="ghost" onClick={() => setAsking(false)} disabled={fetching}>
          Keep It
        </Button>
      </div>
      <FormAlert message={errorMessage(error)} />
    </div>
  );
}

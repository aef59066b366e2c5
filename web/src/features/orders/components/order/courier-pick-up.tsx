import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { errorMessage } from '../../../../lib/error-message';
import { useLabFeatureNotes } from '../../../../lib/lab-feature-notes';
import { useBookCourierPickUpMutation, useOrderCourierQuery } from '../../api/courier-pick-up';
import { WINDOWS_OFFERED, windowLabel } from '../../courier-window';
import styles from './courier-pick-up.module.css';

/**
 * For an OPEN order whose film has not reached the lab: a courier can collect it when the customer lives in a
 * courier's zip codes (docs/decisions/070-couriers.md). Shows nothing outside those areas.
 */
export function CourierPickUp({ orderId, userId }: { orderId: string; userId: string }) {
  const [{ data }, reload] = useOrderCourierQuery(orderId, userId);
  const [{ fetching }, book] = useBookCourierPickUpMutation();
  const [choice, setChoice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  // Booking a courier is courier-booking's: on a lab without it the order offers drop-off and shipping only.
  const off = useLabFeatureNotes().off('courier-booking');

  const booked = data?.order?.courierPickUp;
  const availability = data?.user?.courierAvailability;
  if (!data || off) return null;
  if (booked) {
    return (
      <section className={styles.panel} aria-labelledby="courier-title">
        <h2 id="courier-title" className={styles.title}>
          Courier pick-up
        </h2>
        <p role="status">
          {booked.messengerName}{' '}
          {booked.stop.status === 'DONE' ? 'collected your film' : 'collects your film'}{' '}
          {windowLabel(booked.stop.windowStart, booked.stop.windowEnd)}. We’ll e-mail you when they’re on the
          way.
        </p>
      </section>
    );
  }
  const windows = (availability?.windows ?? []).slice(0, WINDOWS_OFFERED);
  if (!availability?.addressId || windows.length === 0) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const picked = windows.find((w) => `${w.messengerId}|${w.startsAt}` === choice);
    if (!picked) return setError('Choose a time for the courier');
    inFlight.current = true;
    setError(null);
    const result = await book({
      input: {
        orderId,
        messengerId: picked.messengerId,
        startsAt: picked.startsAt,
        addressId: availability.addressId as string,
        userId,
      },
    });
    inFlight.current = false;
    if (result.error) {
      setError(errorMessage(result.error));
      reload({ requestPolicy: 'network-only' });
      return;
    }
    reload({ requestPolicy: 'network-only' });
  };

  return (
    <section className={styles.panel} aria-labelledby="courier-title">
      <h2 id="courier-title" className={styles.title}>
        Courier pick-up
      </h2>
      <p>You’re in our courier area: skip the post office and we’ll collect the film from your door, free.</p>
      <form onSubmit={submit} noValidate>
        <fieldset className={styles.windows}>
          <legend className={styles.legend}>
            When should {windows[0]?.messengerName ?? 'the courier'} come?
          </legend>
          {windows.map((w) => {
            const value = `${w.messengerId}|${w.startsAt}`;
            return (
              <label key={value} className={styles.window}>
                <input
                  type="radio"
                  name="courier-window"
                  value={value}
                  checked={choice === value}
                  onChange={() => setChoice(value)}
                />
                <span>{windowLabel(w.startsAt, w.endsAt)}</span>
              </label>
            );
          })}
        </fieldset>
        <FormAlert message={error} />
        <Button type="submit" busy={fetching}>
          Book pick-up
        </Button>
      </form>
    </section>
  );
}

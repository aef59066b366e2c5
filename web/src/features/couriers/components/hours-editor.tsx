import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { MessengerFieldsFragment } from '../../../gql/graphql';
import { errorMessage, splitErrors } from '../../../lib/error-message';
import { useAddHoursMutation, useDeleteHoursMutation, useUpdateHoursMutation } from '../api/hours';
import { formatClock } from '../lab-time';
import styles from './messengers.module.css';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

type Hours = MessengerFieldsFragment['hours'][number];
type Field = 'weekday' | 'startTime' | 'endTime';

/** A courier's weekly hours: each block one bookable window (docs/decisions/070-couriers.md). */
export function HoursEditor({ messenger }: { messenger: MessengerFieldsFragment }) {
  const [editing, setEditing] = useState<string | null>(null);
  const [, remove] = useDeleteHoursMutation();
  const [removeError, setRemoveError] = useState<string | null>(null);
  return (
    <section className={styles.section} aria-labelledby="hours-title">
      <h2 id="hours-title" className={styles.sectionTitle}>
        Working hours
      </h2>
      {messenger.hours.length === 0 && (
        <p className={styles.empty}>No hours yet: customers cannot book pick-ups.</p>
      )}
      <ul className={styles.hours}>
        {messenger.hours.map((hours) =>
          editing === hours.id ? (
            <li key={hours.id}>
              <HoursForm messengerId={messenger.id} hours={hours} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={hours.id} className={styles.hoursRow}>
              <span className={styles.hoursDay}>{hours.weekdayLabel}</span>
              <span className={styles.hoursTime}>
                {formatClock(hours.startTime)} – {formatClock(hours.endTime)}
              </span>
              <Button size="sm" variant="secondary" onClick={() => setEditing(hours.id)}>
                Edit{' '}
                <span className="visually-hidden">
                  {hours.weekdayLabel} {hours.startTime}
                </span>
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={async () => {
                  const result = await remove({ messengerId: messenger.id, hoursId: hours.id });
                  setRemoveError(errorMessage(result.error));
                }}
              >
                Delete{' '}
                <span className="visually-hidden">
                  {hours.weekdayLabel} {hours.startTime}
                </span>
              </Button>
            </li>
          ),
        )}
      </ul>
      <FormAlert message={removeError} />
      <HoursForm messengerId={messenger.id} />
    </section>
  );
}

function HoursForm({
  messengerId,
  hours,
  onDone,
}: {
  messengerId: string;
  hours?: Hours;
  onDone?: () => void;
}) {
  const [add, sendAdd] = useAddHoursMutation();
  const [update, sendUpdate] = useUpdateHoursMutation();
  const [values, setValues] = useState({
    weekday: String(hours?.weekday ?? 1),
    startTime: hours?.startTime ?? '10:00',
    endTime: hours?.endTime ?? '14:00',
  });
  const [errors, setErrors] = useState<{ fields: Partial<Record<Field, string>>; form: string | null }>({
    fields: {},
    form: null,
  });
  const inFlight = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    if (values.endTime <= values.startTime) {
      return setErrors({ fields: { endTime: 'End after the start time' }, form: null });
    }
    inFlight.current = true;
    const input = { weekday: Number(values.weekday), startTime: values.startTime, endTime: values.endTime };
    const result = hours
      ? await sendUpdate({ messengerId, hoursId: hours.id, input })
      : await sendAdd({ messengerId, input });
    inFlight.current = false;
    if (result.error) {
      return setErrors(
        splitErrors(result.error, { weekday: 'weekday', startTime: 'startTime', endTime: 'endTime' }),
      );
    }
    setErrors({ fields: {}, form: null });
    onDone?.();
  };

  const label = hours ? `Change ${hours.weekdayLabel} hours` : 'Add hours';
  return (
    <form className={styles.hoursForm} onSubmit={submit} noValidate aria-label={label}>
      <SelectField
        label="Day"
        value={values.weekday}
        error={errors.fields.weekday}
        onChange={(event) => setValues({ ...values, weekday: event.target.value })}
      >
        {WEEKDAYS.map((day, index) => (
          <option key={day} value={index}>
            {day}
          </option>
        ))}
      </SelectField>
      <TextField
        label="From"
        type="time"
        value={values.startTime}
        error={errors.fields.startTime}
        onChange={(event) => setValues({ ...values, startTime: event.target.value })}
      />
      <TextField
        label="Until"
        type="time"
        value={values.endTime}
        error={errors.fields.endTime}
        onChange={(event) => setValues({ ...values, endTime: event.target.value })}
      />
      <Button type="submit" busy={add.fetching || update.fetching}>
        {hours ? 'Save hours' : 'Add hours'}
      </Button>
      {onDone && (
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      )}
      <FormAlert message={errors.form} />
    </form>
  );
}

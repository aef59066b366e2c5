import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Page } from '../../../components/ui/page';
import { LoadProblem, PageLoader } from '../../../components/ui/page-states';
import { TextField } from '../../../components/ui/text-field';
import type { MessengerFieldsFragment } from '../../../gql/graphql';
import { splitErrors } from '../../../lib/error-message';
import { useCreateMessengerMutation, useMessengersQuery } from '../api/messengers';
import { formatClock } from '../lab-time';
import styles from './messengers.module.css';
import { parseZipCodes } from './zip-codes';

/** /admin/messengers: the lab's couriers, and a form to add one. */
export function MessengersPage() {
  const [{ data, error, fetching }, reload] = useMessengersQuery();
  return (
    <Page
      eyebrow="Lab desk"
      title="Couriers"
      lead="Who picks film up and brings negatives home, when, and where."
    >
      {data ? (
        data.messengers.length === 0 ? (
          <p className={styles.empty}>No couriers yet. Add the first one below.</p>
        ) : (
          <ul className={styles.cards}>
            {data.messengers.map((messenger) => (
              <MessengerCard key={messenger.id} messenger={messenger} />
            ))}
          </ul>
        )
      ) : fetching || !error ? (
        <PageLoader label="Loading couriers…" />
      ) : (
        <LoadProblem
          error={error}
          what="the couriers"
          onRetry={() => reload({ requestPolicy: 'network-only' })}
        />
      )}
      <AddMessengerForm />
    </Page>
  );
}

function MessengerCard({ messenger }: { messenger: MessengerFieldsFragment }) {
  const days = [...new Set(messenger.hours.map((hours) => hours.weekdayLabel.slice(0, 3)))];
  return (
    <li className={styles.card}>
      <h2 className={styles.name}>
        <Link to={`/admin/messengers/${messenger.id}`}>{messenger.name}</Link>
        {!messenger.active && <span className={styles.inactive}>Inactive</span>}
      </h2>
      <dl className={styles.facts}>
        <dt>Phone</dt>
        <dd>{messenger.phone ?? '—'}</dd>
        <dt>Login</dt>
        <dd>{messenger.email ?? 'No login'}</dd>
        <dt>Works</dt>
        <dd>
          {days.length
            ? `${days.join(', ')} · from ${formatClock(
                messenger.hours.map((hours) => hours.startTime).sort()[0] ?? '00:00',
              )}`
            : 'No hours yet'}
        </dd>
        <dt>Zip codes</dt>
        <dd>{messenger.zipCodes.length ? messenger.zipCodes.join(', ') : 'None yet'}</dd>
      </dl>
    </li>
  );
}

type Field = 'name' | 'phone' | 'zipCodes';

function AddMessengerForm() {
  const [{ fetching }, create] = useCreateMessengerMutation();
  const navigate = useNavigate();
  const [values, setValues] = useState({ name: '', phone: '', zipCodes: '' });
  const [errors, setErrors] = useState<{ fields: Partial<Record<Field, string>>; form: string | null }>({
    fields: {},
    form: null,
  });
  const inFlight = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const zips = parseZipCodes(values.zipCodes);
    const fields: Partial<Record<Field, string>> = {};
    if (!values.name.trim()) fields.name = 'Enter the courier’s name';
    if (zips.invalid.length) fields.zipCodes = `Not a 5-digit zip code: ${zips.invalid.join(', ')}`;
    if (Object.keys(fields).length) return setErrors({ fields, form: null });
    inFlight.current = true;
    const result = await create({
      input: { name: values.name.trim(), phone: values.phone.trim() || null, zipCodes: zips.valid },
    });
    inFlight.current = false;
    if (result.error || !result.data) {
      return setErrors(splitErrors(result.error, { name: 'name', phone: 'phone', zipCodes: 'zipCodes' }));
    }
    navigate(`/admin/messengers/${result.data.createMessenger.id}`);
  };

  const bind = (field: Field) => ({
    value: values[field],
    error: errors.fields[field],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value }),
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="add-courier">
      <h2 id="add-courier" className={styles.formTitle}>
        Add a courier
      </h2>
      <div className={styles.fields}>
        <TextField label="Name" autoComplete="off" maxLength={80} required {...bind('name')} />
        <TextField label="Phone" type="tel" autoComplete="off" maxLength={30} {...bind('phone')} />
        <TextField
          label="Zip codes served"
          hint="Separated by commas or spaces, e.g. 11211, 11249"
          {...bind('zipCodes')}
        />
      </div>
      <FormAlert message={errors.form} />
      <Button type="submit" busy={fetching}>
        Add courier
      </Button>
    </form>
  );
}

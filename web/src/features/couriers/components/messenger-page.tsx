import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Page } from '../../../components/ui/page';
import { LoadProblem, PageLoader } from '../../../components/ui/page-states';
import { TextField } from '../../../components/ui/text-field';
import type { MessengerFieldsFragment } from '../../../gql/graphql';
import { splitErrors } from '../../../lib/error-message';
import { useMessengerQuery, useUpdateMessengerMutation } from '../api/messenger';
import { HoursEditor } from './hours-editor';
import styles from './messengers.module.css';
import { RoutePanel } from './route-panel';
import { parseZipCodes } from './zip-codes';

/** /admin/messengers/{id}: one courier's details, weekly hours and route. */
export function MessengerPage({ messengerId }: { messengerId: string }) {
  const [{ data, error, fetching }, reload] = useMessengerQuery(messengerId);
  const messenger = data?.messenger;
  if (!messenger) {
    return (
      <Page eyebrow="Couriers" title="Courier">
        {fetching || (!error && !data) ? (
          <PageLoader label="Loading the courier…" />
        ) : error ? (
          <LoadProblem
            error={error}
            what="the courier"
            onRetry={() => reload({ requestPolicy: 'network-only' })}
          />
        ) : (
          <p className={styles.empty}>
            There is no courier {messengerId}. <Link to="/admin/messengers">See every courier</Link>.
          </p>
        )}
      </Page>
    );
  }
  return (
    <Page eyebrow="Couriers" title={messenger.name}>
      <p>
        <Link to="/admin/messengers">← All couriers</Link>
      </p>
      <section className={styles.section} aria-labelledby="route-heading">
        <h2 id="route-heading" className="visually-hidden">
          Route
        </h2>
        <RoutePanel messengerId={messenger.id} staff />
      </section>
      <HoursEditor messenger={messenger} />
      <DetailsForm messenger={messenger} />
    </Page>
  );
}

type Field = 'name' | 'phone' | 'zipCodes';

function DetailsForm({ messenger }: { messenger: MessengerFieldsFragment }) {
  const [{ fetching }, update] = useUpdateMessengerMutation();
  const [values, setValues] = useState({
    name: messenger.name,
    phone: messenger.phone ?? '',
    zipCodes: messenger.zipCodes.join(', '),
    active: messenger.active,
  });
  const [errors, setErrors] = useState<{ fields: Partial<Record<Field, string>>; form: string | null }>({
    fields: {},
    form: null,
  });
  const [saved, setSaved] = useState<string | null>(null);
  const inFlight = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setSaved(null);
    const zips = parseZipCodes(values.zipCodes);
    const fields: Partial<Record<Field, string>> = {};
    if (!values.name.trim()) fields.name = 'Enter the courier’s name';
    if (zips.invalid.length) fields.zipCodes = `Not a 5-digit zip code: ${zips.invalid.join(', ')}`;
    if (Object.keys(fields).length) return setErrors({ fields, form: null });
    inFlight.current = true;
    const result = await update({
      id: messenger.id,
      input: {
        name: values.name.trim(),
        phone: values.phone.trim(),
        zipCodes: zips.valid,
        active: values.active,
      },
    });
    inFlight.current = false;
    if (result.error)
      return setErrors(splitErrors(result.error, { name: 'name', phone: 'phone', zipCodes: 'zipCodes' }));
    setErrors({ fields: {}, form: null });
    setSaved('Saved.');
  };

  const text = (field: Field) => ({
    value: values[field],
    error: errors.fields[field],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value }),
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="details-title">
      <h2 id="details-title" className={styles.formTitle}>
        Details
      </h2>
      <div className={styles.fields}>
        <TextField label="Name" maxLength={80} {...text('name')} />
        <TextField label="Phone" type="tel" maxLength={30} {...text('phone')} />
        <TextField label="Zip codes served" hint="Separated by commas or spaces" {...text('zipCodes')} />
      </div>
      <p>Login: {messenger.email ?? 'none (this courier does not sign in)'}</p>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={values.active}
          onChange={(event) => setValues({ ...values, active: event.target.checked })}
        />
        Active (customers can book pick-ups)
      </label>
      <FormAlert message={errors.form} />
      <FormAlert message={saved} tone="success" />
      <Button type="submit" busy={fetching}>
        Save details
      </Button>
    </form>
  );
}

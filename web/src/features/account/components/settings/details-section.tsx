import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { FeatureNote } from '../../../../components/ui/feature-note';
import { FormAlert } from '../../../../components/ui/form-alert';
import { TextField } from '../../../../components/ui/text-field';
import { splitErrors } from '../../../../lib/error-message';
import { featureUnavailable } from '../../../../lib/feature-unavailable';
import { useLabFeatureNotes } from '../../../../lib/lab-feature-notes';
import { useCurrentError } from '../../../../lib/use-current-error';
import { useChangePassword, useUpdateDetails, useUpdateEmail } from '../../api/account-settings';
import styles from './settings.module.css';

interface Person {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
}

/** Names and phone; `forUserId` is the customer's id when staff edit them, null for one's own. */
export function DetailsSection({ person, forUserId }: { person: Person; forUserId: string | null }) {
  const [draft, setDraft] = useState({
    firstName: person.firstName,
    lastName: person.lastName,
    phone: person.phone ?? '',
  });
  const [result, save] = useUpdateDetails();
  const [done, setDone] = useState(false);
  const errors = splitErrors(result.error, {
    firstName: 'firstName',
    lastName: 'lastName',
    phone: 'phone',
  } as const);
  const set = (key: keyof typeof draft) => (event: { target: { value: string } }) => {
    setDone(false);
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      firstName: draft.firstName.trim(),
      lastName: draft.lastName.trim(),
      phone: draft.phone.trim(),
    };
    const saved = await save({ input, userId: forUserId });
    setDone(!saved.error);
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="details-title" noValidate>
      <h3 id="details-title" className={styles.subTitle}>
        Details
      </h3>
      <div className={styles.row}>
        <TextField
          label="First name"
          autoComplete="given-name"
          value={draft.firstName}
          onChange={set('firstName')}
          error={errors.fields.firstName}
          maxLength={80}
          required
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          value={draft.lastName}
          onChange={set('lastName')}
          error={errors.fields.lastName}
          maxLength={80}
          required
        />
      </div>
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        value={draft.phone}
        onChange={set('phone')}
        error={errors.fields.phone}
        maxLength={30}
      />
      <FormAlert message={errors.form} />
      <FormAlert tone="success" message={done ? 'Details saved.' : null} />
      <div className={styles.actions}>
        <Button type="submit" variant="dark" busy={result.fetching}>
          Save details
        </Button>
      </div>
    </form>
  );
}

/** The sign-in e-mail; the holder confirms with their password, staff need not. */
export function EmailSection({ person, forUserId }: { person: Person; forUserId: string | null }) {
  const [email, setEmail] = useState(person.email);
  const [password, setPassword] = useState('');
  const [result, save] = useUpdateEmail();
  const [done, setDone] = useState(false);
  // The conflict clears once the address or password changes, or another part of the page does something (issue 26).
  const shown = useCurrentError(result.error, [email, password]);
  const errors = splitErrors(shown.current, { email: 'email', currentPassword: 'currentPassword' } as const);
  // A lab without account-security: the current e-mail and the sentence, no form (decision 097), known up front.
  const notes = useLabFeatureNotes();
  const unavailable = featureUnavailable(result.error) ?? notes.off('account-security');
  if (unavailable) {
    return (
      <div className={styles.form}>
        <h3 className={styles.subTitle}>E-mail</h3>
        <p className={styles.muted}>{person.email}</p>
        <FeatureNote unavailable={unavailable} />
      </div>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    shown.started();
    const saved = await save({
      email: email.trim(),
      currentPassword: forUserId ? null : password,
      userId: forUserId,
    });
    setDone(!saved.error);
    if (!saved.error) setPassword('');
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="email-title" noValidate>
      <h3 id="email-title" className={styles.subTitle}>
        E-mail
      </h3>
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => {
          setDone(false);
          setEmail(event.target.value);
        }}
        error={errors.fields.email}
        maxLength={254}
        required
      />
      {!forUserId && (
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.fields.currentPassword}
          hint="To change your e-mail, confirm it is you."
        />
      )}
      <FormAlert message={errors.form} />
      <FormAlert tone="success" message={done ? 'E-mail saved.' : null} />
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="dark"
          busy={result.fetching}
          disabled={email.trim() === person.email || (!forUserId && password === '')}
        >
          Change e-mail
        </Button>
      </div>
    </form>
  );
}

/** The holder's own password: the current one, then the new one (the lab checks the current one). */
export function PasswordSection() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [result, change] = useChangePassword();
  const [done, setDone] = useState(false);
  const errors = splitErrors(result.error, {
    currentPassword: 'current',
    newPassword: 'next',
    password: 'next',
  } as const);
  const tooShort = next !== '' && next.length < 8;
  const notes = useLabFeatureNotes();
  const unavailable = featureUnavailable(result.error) ?? notes.off('account-security');
  if (unavailable) {
    return (
      <div className={styles.form}>
        <h3 className={styles.subTitle}>Password</h3>
        <FeatureNote unavailable={unavailable} />
      </div>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (tooShort) return;
    const changed = await change({ currentPassword: current, newPassword: next });
    setDone(!changed.error);
    if (!changed.error) {
      setCurrent('');
      setNext('');
    }
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="password-title" noValidate>
      <h3 id="password-title" className={styles.subTitle}>
        Password
      </h3>
      <div className={styles.row}>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => {
            setDone(false);
            setCurrent(event.target.value);
          }}
          error={errors.fields.current}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(event) => setNext(event.target.value)}
          error={tooShort ? 'At least 8 characters' : errors.fields.next}
          hint="At least 8 characters."
        />
      </div>
      <FormAlert message={errors.form} />
      <FormAlert tone="success" message={done ? 'Password changed.' : null} />
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="dark"
          busy={result.fetching}
          disabled={current === '' || next === '' || tooShort}
        >
          Change password
        </Button>
      </div>
    </form>
  );
}

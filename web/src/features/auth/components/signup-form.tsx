import { type ChangeEvent, type FocusEvent, type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { splitErrors } from '../../../lib/error-message';
import { useCurrentError } from '../../../lib/use-current-error';
import { type FieldErrors, focusFirstInvalid, hasErrors } from '../../../lib/validation';
import { useSignupMutation } from '../api/signup';
import styles from './auth-form.module.css';
import { type SignupField, type SignupValues, validateSignup } from './signup-validation';

const SERVER_FIELDS: Record<string, SignupField | 'referralCode'> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phone: 'phone',
  password: 'password',
  referralCode: 'referralCode',
};

const empty: SignupValues = { firstName: '', lastName: '', email: '', phone: '', password: '' };

interface SignupFormProps {
  onSignedUp: (token: string) => void;
  /** From the share link's ?ref=; the person may still change or clear it. */
  referralCode?: string;
}

/**
 * Errors appear for a field once the person leaves it with something typed, and for every field on
 * submit; after that they update as the person types, so a fixed field clears at once.
 */
export function SignupForm({ onSignedUp, referralCode: linkCode = '' }: SignupFormProps) {
  const [{ fetching, error }, signup] = useSignupMutation();
  const [values, setValues] = useState(empty);
  const [referralCode, setReferralCode] = useState(linkCode);
  const [shown, setShown] = useState<Partial<Record<SignupField, boolean>>>({});
  const errors = validateSignup(values);
  // The server's own checks (e.g. a 300-character first name) show at their field like ours do.
  // Until the person changes what it was about (issue 26: 'already exists' after the fields were cleared).
  const shownError = useCurrentError(error, [values, referralCode]);
  const server = splitErrors(shownError.current, SERVER_FIELDS);
  const visible: FieldErrors<SignupField> = {};
  for (const key of Object.keys(errors) as SignupField[]) if (shown[key]) visible[key] = errors[key];

  const onChange = (event: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [event.target.name]: event.target.value }));
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    // Heading for the submit button: submit shows every error at once. Showing this one now would
    // push the button down between press and release, and the click would miss it.
    if ((event.relatedTarget as HTMLElement | null)?.getAttribute('type') === 'submit') return;
    if (event.target.value) setShown((current) => ({ ...current, [event.target.name]: true }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setShown({ firstName: true, lastName: true, email: true, phone: true, password: true });
    if (hasErrors(errors)) {
      requestAnimationFrame(() => focusFirstInvalid(form));
      return;
    }
    const input = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      password: values.password,
      ...(referralCode.trim() ? { referralCode: referralCode.trim() } : {}),
    };
    shownError.started();
    const result = await signup({ input });
    if (result.data?.signup.token) onSignedUp(result.data.signup.token);
  };

  const field = (name: SignupField) => ({
    name,
    value: values[name],
    onChange,
    onBlur,
    error: visible[name] ?? server.fields[name],
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormAlert message={server.form} />
      {linkCode ? (
        <p className={styles.referral}>
          Referred by a friend (code <strong>{linkCode}</strong>): your account starts with welcome credit
          toward your first order.
        </p>
      ) : null}
      <div className={styles.row}>
        <TextField label="First name" autoComplete="given-name" maxLength={80} {...field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" maxLength={80} {...field('lastName')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        hint="We text you when your scans are ready."
        {...field('phone')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        {...field('password')}
      />
      <TextField
        label="Referral code (optional)"
        name="referralCode"
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={40}
        value={referralCode}
        onChange={(event) => setReferralCode(event.target.value)}
        error={server.fields.referralCode}
      />
      <Button type="submit" size="lg" block busy={fetching}>
        Create Account
      </Button>
    </form>
  );
}

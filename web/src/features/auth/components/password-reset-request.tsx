import { type FormEvent, useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { emailMessage } from '../../../lib/validation';
import { useRequestPasswordResetMutation } from '../api/request-password-reset';
import styles from './auth-form.module.css';

/** Step one of a reset: ask for the e-mail. The answer never says whether an account exists. */
export function PasswordResetRequest() {
  const [{ fetching, error }, requestReset] = useRequestPasswordResetMutation();
  const [emailError, setEmailError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    const problem = emailMessage(email);
    setEmailError(problem);
    if (problem) return;
    const result = await requestReset({ email });
    if (result.data?.requestPasswordReset) setSentTo(email);
  };

  if (sentTo) {
    return (
      <div className={styles.done} role="status">
        <h2>Check your inbox</h2>
        <p>
          If an account exists for <strong>{sentTo}</strong>, we’ve sent it a link to choose a new password.
          It can take a minute or two to arrive.
        </p>
        <ButtonLink to="/login" variant="secondary">
          Back to Log In
        </ButtonLink>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormAlert message={errorMessage(error)} />
      <TextField label="Email" name="email" type="email" autoComplete="email" error={emailError} />
      <Button type="submit" size="lg" block busy={fetching}>
        Send Reset Link
      </Button>
    </form>
  );
}

import { type FormEvent, useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Loader } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { passwordMessage } from '../../../lib/validation';
import { useResetPasswordMutation } from '../api/reset-password';
import { useValidatePasswordResetTokenQuery } from '../api/validate-password-reset-token';
import styles from './auth-form.module.css';

/** Step two: the link's token is checked first; only a valid one gets the new-password form. */
export function PasswordResetNew({ token }: { token: string }) {
  const [check] = useValidatePasswordResetTokenQuery(token);
  const [{ fetching, error, data }, resetPassword] = useResetPasswordMutation();
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});

  if (check.fetching) return <Loader label="Checking your link…" />;
  if (check.error) return <FormAlert message={errorMessage(check.error)} />;
  if (!check.data?.validatePasswordResetToken || data?.resetPassword === false) return <InvalidLink />;

  if (data?.resetPassword) {
    return (
      <div className={styles.done} role="status">
        <h2>Your password has been changed</h2>
        <p>Log in with your new password to get back to your rolls.</p>
        <ButtonLink to="/login">Log In</ButtonLink>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const confirm = String(form.get('confirm') ?? '');
    const found = {
      password: passwordMessage(password),
      confirm: password === confirm ? undefined : 'The two passwords don’t match',
    };
    setErrors(found);
    if (found.password || found.confirm) return;
    await resetPassword({ token, password });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormAlert message={errorMessage(error)} />
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.password}
      />
      <TextField
        label="Confirm new password"
        name="confirm"
        type="password"
        autoComplete="new-password"
        error={errors.confirm}
      />
      <Button type="submit" size="lg" block busy={fetching}>
        Save New Password
      </Button>
    </form>
  );
}

function InvalidLink() {
  return (
    <div className={styles.done} role="alert">
      <h2>This link is invalid or has expired</h2>
      <p>Reset links work once and only for a short while. Ask for a new one and we’ll send it right away.</p>
      <ButtonLink to="/password-reset">Request a New Link</ButtonLink>
    </div>
  );
}

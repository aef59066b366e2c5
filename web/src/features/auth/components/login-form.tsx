import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { focusFirstInvalid, hasErrors, requiredMessage } from '../../../lib/validation';
import { useLoginMutation } from '../api/login';
import styles from './auth-form.module.css';

interface LoginFormProps {
  /** Receives the session token; the app stores it and takes the person onwards. */
  onLoggedIn: (token: string) => void;
}

export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const [{ fetching, error }, login] = useLoginMutation();
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const found = {
      email: requiredMessage(email, 'Enter your email address'),
      password: requiredMessage(password, 'Enter your password'),
    };
    setErrors(found);
    if (hasErrors(found)) {
      requestAnimationFrame(() => focusFirstInvalid(form));
      return;
    }
    const result = await login({ email, password });
    if (result.data?.login.token) onLoggedIn(result.data.login.token);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormAlert message={errorMessage(error)} />
      <TextField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
      />
      <Button type="submit" size="lg" block busy={fetching}>
        Log In
      </Button>
    </form>
  );
}

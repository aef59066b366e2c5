import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { focusFirstInvalid, hasErrors, phoneMessage, requiredMessage } from '../../../lib/validation';
import { useUpdateUserMutation } from '../api/update-user';
import styles from './account-form.module.css';

export interface UserDetails {
  firstName: string;
  lastName: string;
  phone: string;
}

interface CompleteUserDetailsFormProps {
  initial: UserDetails;
  /** Called once the server has saved the details. */
  onSaved: () => void | Promise<void>;
}

export function CompleteUserDetailsForm({ initial, onSaved }: CompleteUserDetailsFormProps) {
  const [{ fetching, error }, updateUser] = useUpdateUserMutation();
  const [errors, setErrors] = useState<Partial<Record<keyof UserDetails, string>>>({});
  const [finishing, setFinishing] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const input = {
      firstName: String(data.get('firstName') ?? '').trim(),
      lastName: String(data.get('lastName') ?? '').trim(),
      phone: String(data.get('phone') ?? '').trim(),
    };
    const found = {
      firstName: requiredMessage(input.firstName, 'Enter your first name'),
      lastName: requiredMessage(input.lastName, 'Enter your last name'),
      phone: phoneMessage(input.phone),
    };
    setErrors(found);
    if (hasErrors(found)) {
      requestAnimationFrame(() => focusFirstInvalid(form));
      return;
    }
    const result = await updateUser({ input });
    if (!result.data?.updateUser) return;
    setFinishing(true);
    await onSaved();
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormAlert message={errorMessage(error)} />
      <div className={styles.row}>
        <TextField
          label="First name"
          name="firstName"
          maxLength={80}
          autoComplete="given-name"
          defaultValue={initial.firstName}
          error={errors.firstName}
        />
        <TextField
          label="Last name"
          name="lastName"
          maxLength={80}
          autoComplete="family-name"
          defaultValue={initial.lastName}
          error={errors.lastName}
        />
      </div>
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        autoComplete="tel"
        defaultValue={initial.phone}
        hint="We text you when your scans are ready."
        error={errors.phone}
      />
      <Button type="submit" size="lg" block busy={fetching || finishing}>
        Save and Continue
      </Button>
    </form>
  );
}

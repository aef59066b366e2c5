import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Page } from '../../../components/ui/page';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage, splitErrors } from '../../../lib/error-message';
import { useRequestTwoFactorCode, useVerifyTwoFactorCode } from '../api/two-factor';
import styles from './auth-form.module.css';

export const TWO_FACTOR_PATH = '/admin/two-factor';

/** Where to go once confirmed: the admin page that asked, else the order desk. */
function useReturnPath(): string {
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/admin/') && !from.startsWith(TWO_FACTOR_PATH)
    ? from
    : '/admin/orders';
}

/**
 * /admin/two-factor: a manager (an admin the lab asks for a second factor) confirms their sign-in with a code
 * e-mailed to them before any admin action; the app comes here when the server asks for the code.
 */
export function TwoFactorPage() {
  const returnTo = useReturnPath();
  const [sent, request] = useRequestTwoFactorCode();
  const [verified, verify] = useVerifyTwoFactorCode();
  const [codeError, setCodeError] = useState<string>();
  const server = splitErrors(verified.error, { code: 'code' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    const problem = /^\d{6}$/.test(code) ? undefined : 'Enter the 6-digit code from the e-mail';
    setCodeError(problem);
    if (problem) return;
    const result = await verify({ code });
    // A full load: every admin query runs again with the confirmed token, none from a refused cache.
    if (result.data?.verifyTwoFactorCode) window.location.assign(returnTo);
  };

  return (
    <Page
      eyebrow="Lab desk"
      title="Confirm It’s You"
      width="narrow"
      lead="Your account manages the lab, so each sign-in is confirmed with a code we e-mail you."
    >
      <div className={styles.form}>
        <FormAlert message={errorMessage(sent.error)} />
        {sent.data?.requestTwoFactorCode && (
          <FormAlert
            tone="success"
            message="A 6-digit code is on its way to your e-mail. It works for 10 minutes."
          />
        )}
        <Button
          variant={sent.data ? 'secondary' : 'primary'}
          busy={sent.fetching}
          onClick={() => request({})}
        >
          {sent.data ? 'Send a New Code' : 'E-mail Me a Code'}
        </Button>
      </div>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Confirm sign-in">
        <FormAlert message={server.form} />
        <TextField
          label="Code from the e-mail"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={codeError ?? server.fields.code}
        />
        <Button type="submit" busy={verified.fetching}>
          Confirm
        </Button>
      </form>
    </Page>
  );
}

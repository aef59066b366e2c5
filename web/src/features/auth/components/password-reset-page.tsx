import { Link } from 'react-router';
import { FormLayout } from '../../../components/ui/form-layout';
import { PasswordResetNew } from './password-reset-new';
import { PasswordResetRequest } from './password-reset-request';

/** Without a token: ask for the e-mail. With one (from the e-mailed link): choose a new password. */
export function PasswordResetPage({ token }: { token: string | null }) {
  return (
    <FormLayout
      eyebrow="Account help"
      title="Reset your password"
      lead={
        token
          ? 'Choose a new password for your account.'
          : 'Enter the email you signed up with and we’ll send you a link.'
      }
      asideQuote="Lost the key to the darkroom? It happens."
      footer={
        <p>
          Remembered it? <Link to="/login">Log in</Link>
        </p>
      }
    >
      <title>Reset Password · Nice Film Club</title>
      {token ? <PasswordResetNew token={token} /> : <PasswordResetRequest />}
    </FormLayout>
  );
}

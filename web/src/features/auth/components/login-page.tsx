import { Link } from 'react-router';
import { FormLayout } from '../../../components/ui/form-layout';
import { LoginForm } from './login-form';
import { SocialSignInButtons, SocialSignInReturn } from './social-sign-in';

export function LoginPage({ onLoggedIn }: { onLoggedIn: (token: string) => void }) {
  return (
    <FormLayout
      eyebrow="Welcome back"
      title="Log in"
      lead="Your rolls, scans and orders are right where you left them."
      footer={
        <>
          <p>
            New to the club? <Link to="/signup">Create an account</Link>
          </p>
          <p>
            <Link to="/password-reset">Forgot your password?</Link>
          </p>
        </>
      }
    >
      <title>Log In · Nice Film Club</title>
      <SocialSignInReturn onSignedIn={onLoggedIn} />
      <LoginForm onLoggedIn={onLoggedIn} />
      <SocialSignInButtons />
    </FormLayout>
  );
}

import { Navigate, useLocation, useSearchParams } from 'react-router';
import { LoginPage } from '../../features/auth/components/login-page';
import { PasswordResetPage } from '../../features/auth/components/password-reset-page';
import { SignupPage } from '../../features/auth/components/signup-page';
import type { LoginRedirectState } from '../guards/require-auth';
import { SessionGate } from '../guards/session-gate';
import { safeReturnPath } from '../home-path';
import { useSession } from '../session/session-context';

/**
 * After a successful login the token is stored, the user loads, and this route (now seeing a user)
 * forwards to where the person was headed before the guard sent them here.
 */
export function LoginRoute() {
  const { user, signIn } = useSession();
  const location = useLocation();
  const from = safeReturnPath((location.state as LoginRedirectState | null)?.from);
  return (
    <SessionGate>{user ? <Navigate to={from} replace /> : <LoginPage onLoggedIn={signIn} />}</SessionGate>
  );
}

/** After sign-up, '/' decides the next step (onboarding for a new customer). */
export function SignupRoute() {
  const { user, signIn } = useSession();
  return <SessionGate>{user ? <Navigate to="/" replace /> : <SignupPage onSignedUp={signIn} />}</SessionGate>;
}

export function PasswordResetRoute() {
  const [params] = useSearchParams();
  return <PasswordResetPage token={params.get('token')} />;
}

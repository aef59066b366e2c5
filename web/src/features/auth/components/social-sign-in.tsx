import { useEffect, useRef } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../lib/error-message';
import { useFacebookSignIn, useGoogleSignIn, useSocialSignInProviders } from '../api/social-sign-in';
import styles from './auth-form.module.css';

/**
 * "Continue with Google/Facebook" (docs/decisions/073), shown only for the providers the lab accepts now. Each is a
 * full-page link to the provider's sign-in page, which sends the browser back to /login#provider=…&token=….
 */
export function SocialSignInButtons() {
  const [{ data }] = useSocialSignInProviders();
  const providers = data?.socialSignInProviders ?? [];
  if (providers.length === 0) return null;
  return (
    <section className={styles.social} aria-label="Other ways to sign in">
      <p className={styles.divider}>or</p>
      {providers.map((provider) => (
        <a key={provider.provider} className={styles.socialButton} href={provider.startUrl}>
          Continue with {provider.name}
        </a>
      ))}
    </section>
  );
}

/** The token a provider sent back in the address's fragment, which is then removed from the address bar. */
function takeProviderToken(): { provider: string; token: string } | null {
  const params = new URLSearchParams(window.location.hash.slice(1));
  const provider = params.get('provider');
  const token = params.get('token');
  if (!provider || !token) return null;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return { provider, token };
}

/** On /login after a provider's page: signs in with its token once, and says so if the lab refuses it. */
export function SocialSignInReturn({ onSignedIn }: { onSignedIn: (token: string) => void }) {
  const [google, signInWithGoogle] = useGoogleSignIn();
  const [facebook, signInWithFacebook] = useFacebookSignIn();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const returned = takeProviderToken();
    if (!returned) return;
    const run = async () => {
      if (returned.provider === 'google') {
        const result = await signInWithGoogle({ token: returned.token });
        if (result.data?.googleSignIn.token) onSignedIn(result.data.googleSignIn.token);
      } else if (returned.provider === 'facebook') {
        const result = await signInWithFacebook({ token: returned.token });
        if (result.data?.facebookSignIn.token) onSignedIn(result.data.facebookSignIn.token);
      }
    };
    void run();
  }, [onSignedIn, signInWithGoogle, signInWithFacebook]);

  if (google.fetching || facebook.fetching) return <p role="status">Signing you in…</p>;
  return <FormAlert message={errorMessage(google.error ?? facebook.error)} />;
}

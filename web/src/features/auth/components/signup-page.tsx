import { Link, useSearchParams } from 'react-router';
import { FormLayout } from '../../../components/ui/form-layout';
import { SignupForm } from './signup-form';
import { SocialSignInButtons } from './social-sign-in';

export function SignupPage({ onSignedUp }: { onSignedUp: (token: string) => void }) {
  // A friend's share link is /signup?ref=CODE (docs/decisions/092-referral-reward.md).
  const [params] = useSearchParams();
  const referralCode = (params.get('ref') ?? '').trim().slice(0, 40);
  return (
    <FormLayout
      eyebrow="Get started"
      title="Create your account"
      lead="Set up an account, then we’ll walk you through sending your first rolls."
      asideQuote="Mail us your film. We’ll send back the light."
      footer={
        <p>
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      }
    >
      <title>Sign Up · Nice Film Club</title>
      <SignupForm onSignedUp={onSignedUp} referralCode={referralCode} />
      <SocialSignInButtons />
    </FormLayout>
  );
}

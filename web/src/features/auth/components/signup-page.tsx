import { Link } from 'react-router';
import { FormLayout } from '../../../components/ui/form-layout';
import { SignupForm } from './signup-form';

export function SignupPage({ onSignedUp }: { onSignedUp: (token: string) => void }) {
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
      <SignupForm onSignedUp={onSignedUp} />
    </FormLayout>
  );
}

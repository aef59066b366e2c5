import { FormLayout } from '../../../components/ui/form-layout';
import { CompleteUserDetailsForm, type UserDetails } from './complete-user-details-form';

interface CompleteUserDetailsPageProps {
  initial: UserDetails;
  onSaved: () => void | Promise<void>;
}

export function CompleteUserDetailsPage({ initial, onSaved }: CompleteUserDetailsPageProps) {
  return (
    <FormLayout
      eyebrow="One more thing"
      title="Complete your details"
      lead="We need a name and a phone number to match rolls to you and to reach you about your order."
      asideQuote="Names on every canister. No roll goes missing."
    >
      <title>Your Details · Nice Film Club</title>
      <CompleteUserDetailsForm initial={initial} onSaved={onSaved} />
    </FormLayout>
  );
}

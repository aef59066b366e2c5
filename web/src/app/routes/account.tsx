import { useNavigate } from 'react-router';
import { ComingSoon } from '../../components/ui/coming-soon';
import { CompleteUserDetailsPage } from '../../features/account/components/complete-user-details-page';
import { useSession } from '../session/session-context';
import { useUserBase } from './use-user-base';

/** /complete-user-details: saves names and phone, then lets '/' pick the next step. */
export function CompleteUserDetailsRoute() {
  const { user, refreshUser } = useSession();
  const navigate = useNavigate();
  if (!user) return null;
  const onSaved = async () => {
    // Wait for the fresh user, or '/' would still see the missing phone and send the person back here.
    await refreshUser();
    navigate('/', { replace: true });
  };
  return (
    <CompleteUserDetailsPage
      initial={{ firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '' }}
      onSaved={onSaved}
    />
  );
}

export function OverviewPage() {
  return (
    <ComingSoon
      title="Overview"
      description="Your membership, credits, open orders and recent rolls at a glance."
      backTo={`${useUserBase()}/rolls`}
      backLabel="Back to your rolls"
    />
  );
}

export function SettingsPage() {
  return (
    <ComingSoon
      title="Settings"
      description="Your details, addresses, membership and the defaults we use for every new roll."
      backTo={`${useUserBase()}/rolls`}
      backLabel="Back to your rolls"
    />
  );
}

export function ReferralsPage() {
  return (
    <ComingSoon
      title="Referrals"
      description="Your referral code, and invitations to send friends who shoot film."
      backTo={`${useUserBase()}/rolls`}
      backLabel="Back to your rolls"
    />
  );
}

import { useNavigate } from 'react-router';
import { CompleteUserDetailsPage } from '../../features/account/components/complete-user-details-page';
import { OverviewPage as Overview } from '../../features/account/components/overview/overview-page';
import { ReferralsPage as Referrals } from '../../features/account/components/referrals/referrals-page';
import { SettingsPage as Settings } from '../../features/account/components/settings/settings-page';
import { useSession } from '../session/session-context';
import { useUserRoute } from './use-user-base';

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

/** The customer's own pages, or for staff under /admin/users/{id} a customer's. */
function useAccountRoute() {
  const { user, ...route } = useUserRoute();
  return { ...route, isStaff: user?.role === 'ADMIN' };
}

export function OverviewPage() {
  const { userId, asAdmin, userBase } = useAccountRoute();
  return <Overview userId={userId} asAdmin={asAdmin} userBase={userBase} />;
}

export function SettingsPage() {
  const { userId, asAdmin, isStaff } = useAccountRoute();
  const { refreshUser, user } = useSession();
  return (
    <Settings
      userId={userId}
      asAdmin={asAdmin}
      isStaff={isStaff}
      viewerId={user?.id}
      onOwnUserChanged={() => void refreshUser()}
    />
  );
}

export function ReferralsPage() {
  const { userId, asAdmin } = useAccountRoute();
  return <Referrals userId={userId} asAdmin={asAdmin} />;
}

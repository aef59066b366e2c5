import { Navigate } from 'react-router';
import { LandingPage } from '../../features/landing/components/landing-page';
import { useClubVariant } from '../../lib/site';
import { SessionGate } from '../guards/session-gate';
import { homePathFor } from '../home-path';
import { useSession } from '../session/session-context';
import { LandingPricing } from './landing-pricing';

/** '/': a loader while the user loads, then their starting page, or the landing page for a visitor. */
export function HomeRoute() {
  const { user } = useSession();
  const clubVariant = useClubVariant();
  return (
    <SessionGate>
      {user ? (
        <Navigate to={homePathFor(user)} replace />
      ) : (
        <LandingPage pathname="/" clubVariant={clubVariant} pricing={<LandingPricing />} />
      )}
    </SessionGate>
  );
}

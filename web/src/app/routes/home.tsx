import { Navigate } from 'react-router';
import { LandingPage } from '../../features/landing/components/landing-page';
import type { LandingPageCopy } from '../../features/landing/data/landing-copy-types';
import { useClubVariant } from '../../lib/site';
import { SessionGate } from '../guards/session-gate';
import { homePathFor } from '../home-path';
import { useSession } from '../session/session-context';
import { LandingPricing } from './landing-pricing';

/** '/': a loader while the user loads, then their starting page, or the landing page for a visitor. */
export function HomeRoute({ home, club }: { home: LandingPageCopy; club: LandingPageCopy }) {
  const { user } = useSession();
  const clubVariant = useClubVariant();
  return (
    <SessionGate>
      {user ? (
        <Navigate to={homePathFor(user)} replace />
      ) : (
        <LandingPage copy={clubVariant ? club : home} path="/" pricing={<LandingPricing />} />
      )}
    </SessionGate>
  );
}

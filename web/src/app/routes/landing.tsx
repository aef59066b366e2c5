import { useLocation } from 'react-router';
import { LandingPage } from '../../features/landing/components/landing-page';
import { useClubVariant } from '../../lib/site';
import { LandingPricing } from './landing-pricing';

/** /lab, /club and the city and search-phrase pages: the landing template with their own hero. */
export function LandingRoute() {
  const { pathname } = useLocation();
  const clubVariant = useClubVariant();
  const club = pathname === '/club' || (pathname !== '/lab' && clubVariant);
  return <LandingPage pathname={pathname} clubVariant={club} pricing={<LandingPricing />} />;
}

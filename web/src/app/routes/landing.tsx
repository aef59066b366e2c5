import { LandingPage } from '../../features/landing/components/landing-page';
import type { LandingPageCopy } from '../../features/landing/data/landing-copy-types';
import { LandingPricing } from './landing-pricing';

/** /lab, /club and the city and search-phrase pages: the landing template with their own copy. */
export function LandingRoute({ copy }: { copy: LandingPageCopy }) {
  return <LandingPage copy={copy} pricing={<LandingPricing />} />;
}

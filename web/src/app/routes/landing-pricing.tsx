import { lazy, Suspense } from 'react';
import { Loader } from '../../components/ui/spinner';

// The calculator loads after the hero: it is below the fold and needs its own GraphQL call.
const PriceCalculator = lazy(() =>
  import('../../features/membership/components/price-calculator').then((m) => ({
    default: m.PriceCalculator,
  })),
);

/** The landing page's #price-calculator section: the same calculator as /pricing. */
export function LandingPricing() {
  return (
    <Suspense fallback={<Loader label="Loading the price calculator" />}>
      <PriceCalculator id="price-calculator" />
    </Suspense>
  );
}

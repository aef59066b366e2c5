import { LazyWhenVisible } from '../../features/landing/components/lazy-when-visible';

// The calculator loads as it comes near: it is at the bottom of the page and needs its own GraphQL call.
const loadCalculator = () =>
  import('./landing-calculator').then((module) => ({ default: module.LandingCalculator }));

/** The landing page's #price-calculator section: the same calculator as /pricing. */
export function LandingPricing() {
  return (
    <div id="price-calculator">
      <LazyWhenVisible load={loadCalculator} minHeight="640px" label="Loading the price calculator" />
    </div>
  );
}

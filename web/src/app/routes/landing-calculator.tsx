import { PriceCalculator } from '../../features/membership/components/price-calculator';

export function LandingCalculator() {
  return <PriceCalculator />;
}

import { Link } from 'react-router';
import { Page } from '../../../components/ui/page';
import { TIERS, usd } from '../../public-pages/lab-facts';
import { PriceCalculator } from './price-calculator';

/** /pricing: a short introduction, then the price calculator (spec §2 'Price calculator'). */
export function PricingPage() {
  return (
    <Page
      eyebrow="Pricing"
      title="What a year of film costs"
      head={{
        path: '/pricing',
        description: `Film developing and scanning prices: On Demand at ${usd(TIERS.onDemand.devScan.c41)} a roll or a yearly membership with roll credits. Compare a year of film on every plan.`,
      }}
      lead={
        <>
          On Demand, every roll is developed and scanned for one price. Members pay a yearly fee, get roll
          credits and pay less for every add-on. Tell us how much you shoot and we’ll compare a year on each
          plan. <Link to="/memberships">Compare every benefit</Link>.
        </>
      }
    >
      <PriceCalculator id="price-calculator" />
    </Page>
  );
}

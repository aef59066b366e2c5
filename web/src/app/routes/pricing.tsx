// /pricing is a chunk of its own: the page most visitors compare plans on loads the calculator, not the purchase
// page, its card form and the tier table (issue 26: the public pages' first-load budget).
export { PricingPage } from '../../features/membership/components/pricing-page';

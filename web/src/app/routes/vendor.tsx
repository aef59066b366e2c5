import { ComingSoon } from '../../components/ui/coming-soon';

export const VendorOrdersPage = () => (
  <ComingSoon
    title="Vendor Orders"
    description="The orders placed with you as a vendor, with their status and what to ship."
    backTo="/frequently-asked-questions"
    backLabel="Read the FAQ"
  />
);

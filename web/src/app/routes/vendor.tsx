import { VendorHome } from '../../features/vendor/vendor-home';

/** Where a VENDOR lands: their account and what they can do (docs/decisions/074-role-homes.md). */
export const VendorOrdersPage = () => <VendorHome />;

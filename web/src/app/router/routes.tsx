import { Navigate, type RouteObject } from 'react-router';
import { Loader } from '../../components/ui/spinner';
import { AppRoot } from '../app-root';
import { RequireAuth } from '../guards/require-auth';
import { RequireCustomerRole } from '../guards/require-customer-role';
import { RequireFirstOrder } from '../guards/require-first-order';
import { adminRoutes } from './admin-routes';
import { areas, lazyPage } from './lazy-page';
import { siteRoute } from './public-routes';
import { RouteError } from './route-error';
import { userPageRoutes } from './user-routes';

const { account, shop, onboarding, vendor, courier } = areas;

/** Spec §2 'Customer area': login required. */
const customerRoutes: RouteObject = {
  element: <RequireAuth />,
  children: [
    { path: 'vendor-orders', ...lazyPage(vendor, 'VendorOrdersPage') },
    { path: 'courier', ...lazyPage(courier, 'CourierPage') },
    {
      // Vendors and couriers have screens of their own (issue 26).
      element: <RequireCustomerRole />,
      children: [
        { path: 'users', element: <Navigate to="/" replace /> },
        { path: 'users/:userId', children: userPageRoutes() },
        { path: 'complete-user-details', ...lazyPage(account, 'CompleteUserDetailsRoute') },
        { path: 'onboarding', element: <Navigate to="/onboarding/rolls" replace /> },
        { path: 'onboarding/*', ...lazyPage(onboarding, 'OnboardingPage') },
        {
          element: <RequireFirstOrder />,
          children: [
            { path: 'products/all', ...lazyPage(shop, 'ShopPage') },
            { path: 'products/:productName/detailed', ...lazyPage(shop, 'ProductPage') },
            { path: 'checkout', ...lazyPage(shop, 'CheckoutPage') },
          ],
        },
      ],
    },
  ],
};

/** The whole route table. Exported bare so tests can mount it in a memory router. */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Loader />,
    children: [siteRoute(customerRoutes), adminRoutes],
  },
];

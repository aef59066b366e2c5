import { Navigate, type RouteObject } from 'react-router';
import { RequireAdmin } from '../guards/require-admin';
import { RequireAuth } from '../guards/require-auth';
import { AdminLayout } from '../layouts/admin-layout';
import { areas, lazyPage } from './lazy-page';
import { userPageRoutes } from './user-routes';

const { admin } = areas;

/** /admin/*: login and the ADMIN role required (spec §2 'Admin area'); any other admin path goes to '/'. */
export const adminRoutes: RouteObject = {
  path: 'admin',
  element: <AdminLayout />,
  children: [
    {
      element: <RequireAuth />,
      children: [
        {
          element: <RequireAdmin />,
          children: [
            { path: 'orders', ...lazyPage(admin, 'AdminOrdersPage') },
            { path: 'two-factor', ...lazyPage(admin, 'AdminTwoFactorPage') },
            { path: 'messengers', ...lazyPage(admin, 'AdminMessengersPage') },
            { path: 'messengers/:messengerId', ...lazyPage(admin, 'AdminMessengerPage') },
            {
              path: 'messengers/:messengerId/printable-routes',
              ...lazyPage(admin, 'AdminPrintableRoutesPage'),
            },
            { path: 'products', ...lazyPage(admin, 'AdminProductsPage') },
            { path: 'products/:productId', ...lazyPage(admin, 'AdminProductPage') },
            {
              path: 'products/:productId/details/:productDetailsId',
              ...lazyPage(admin, 'AdminProductDetailsPage'),
            },
            { path: 'social-submissions', ...lazyPage(admin, 'AdminSocialSubmissionsPage') },
            { path: 'roll-events-dashboard', ...lazyPage(admin, 'AdminRollEventsPage') },
            { path: 'roll-events-dashboard/:event', ...lazyPage(admin, 'AdminRollEventsPage') },
            { path: 'users/:userId', children: userPageRoutes() },
            { index: true, element: <Navigate to="/" replace /> },
            { path: '*', element: <Navigate to="/" replace /> },
          ],
        },
      ],
    },
  ],
};

import { Navigate, type RouteObject } from 'react-router';
import { areas, lazyPage } from './lazy-page';

const { rolls, roll, scans, orders, orderEditor, orderForms, prints, account } = areas;

/**
 * The pages under /users/:userId (spec §2 'Customer area'), reused under /admin/users/:userId.
 * Unknown endings go to '/'.
 */
export function userPageRoutes(): RouteObject[] {
  return [
    { index: true, ...lazyPage(rolls, 'RollsPage') },
    { path: 'rolls', ...lazyPage(rolls, 'RollsPage') },
    { path: 'rolls/:rollId', ...lazyPage(roll, 'RollPage') },
    { path: 'rolls/:rollId/digital-contact-sheet', ...lazyPage(scans, 'ContactSheetPage') },
    { path: 'gallery/:galleryImageId', ...lazyPage(scans, 'GalleryImagePage') },
    { path: 'overview', ...lazyPage(account, 'OverviewPage') },
    { path: 'settings', ...lazyPage(account, 'SettingsPage') },
    { path: 'referrals', ...lazyPage(account, 'ReferralsPage') },
    { path: 'orders', ...lazyPage(orders, 'OrdersPage') },
    { path: 'orders/new/rolls', ...lazyPage(orderEditor, 'NewOrderPage') },
    { path: 'orders/:orderId/edit', ...lazyPage(orderEditor, 'EditOrderPage') },
    { path: 'orders/:orderId/summary', ...lazyPage(orders, 'OrderSummaryPage') },
    { path: 'orders/:orderId/return-negatives-form', ...lazyPage(orderForms, 'ReturnNegativesPage') },
    { path: 'orders/:orderId/add-rush', ...lazyPage(orderForms, 'AddRushPage') },
    // Spec: orders/{orderId} is a prefix match; the order page owns whatever follows ('/edit' above excepted).
    { path: 'orders/:orderId/*', ...lazyPage(orders, 'OrderPage') },
    { path: 'small-print-orders', ...lazyPage(prints, 'SmallPrintOrdersPage') },
    { path: 'print-orders/new/selector', ...lazyPage(prints, 'LargeFormatSelectorPage') },
    { path: 'print-orders/:printId', ...lazyPage(prints, 'PrintOrderPage') },
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}

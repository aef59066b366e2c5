import { useParams, useSearchParams } from 'react-router';
import { AdminOrdersPage as OrdersDesk } from '../../features/admin/components/orders/admin-orders-page';
import { AdminProductDetailPage as ProductDetailPage } from '../../features/admin/components/products/product-detail-page';
import { AdminProductPage as ProductPage } from '../../features/admin/components/products/product-page';
import { AdminProductsPage as ProductsPage } from '../../features/admin/components/products/products-page';
import { RollEventsPage } from '../../features/admin/components/roll-events/roll-events-page';
import { SocialSubmissionsPage } from '../../features/admin/social-submissions/social-submissions-page';
import { TwoFactorPage } from '../../features/auth/components/two-factor-page';
import { MessengerPage } from '../../features/couriers/components/messenger-page';
import { MessengersPage } from '../../features/couriers/components/messengers-page';
import { PrintableRoutePage } from '../../features/couriers/components/printable-route';

export const AdminOrdersPage = () => <OrdersDesk />;

/** A manager confirms their sign-in with the e-mailed code (docs/decisions/073-account-security.md). */
export const AdminTwoFactorPage = () => <TwoFactorPage />;

export const AdminMessengersPage = () => <MessengersPage />;

/** /admin/messengers/{messengerId}; the key resets the page's forms when another courier opens. */
export function AdminMessengerPage() {
  const { messengerId = '' } = useParams();
  return <MessengerPage key={messengerId} messengerId={messengerId} />;
}

/** /admin/messengers/{messengerId}/printable-routes?date=YYYY-MM-DD (today by default). */
export function AdminPrintableRoutesPage() {
  const { messengerId = '' } = useParams();
  const [search] = useSearchParams();
  return <PrintableRoutePage messengerId={messengerId} date={search.get('date')} />;
}

export const AdminProductsPage = () => <ProductsPage />;

/** /admin/products/{productId}; the key resets the forms when another product opens. */
export function AdminProductPage() {
  const { productId = '' } = useParams();
  return <ProductPage key={productId} productId={productId} />;
}

/** /admin/products/{productId}/details/{productDetailsId}. */
export function AdminProductDetailsPage() {
  const { productId = '', productDetailsId = '' } = useParams();
  return <ProductDetailPage key={productDetailsId} productId={productId} detailId={productDetailsId} />;
}

export const AdminSocialSubmissionsPage = () => <SocialSubmissionsPage />;

/** /admin/roll-events-dashboard and /admin/roll-events-dashboard/{event}. */
export function AdminRollEventsPage() {
  const { event } = useParams();
  return <RollEventsPage slug={event} />;
}

import { useParams } from 'react-router';
import { ComingSoon } from '../../components/ui/coming-soon';
import { AdminOrdersPage as OrdersDesk } from '../../features/admin/components/orders/admin-orders-page';
import { RollEventsPage } from '../../features/admin/components/roll-events/roll-events-page';

function AdminComingSoon({ title, description, backTo = '/admin/orders' }: Record<string, string>) {
  return (
    <ComingSoon
      title={title}
      description={description}
      backTo={backTo}
      backLabel={backTo === '/admin/orders' ? 'Back to orders' : 'Back'}
    />
  );
}

export const AdminOrdersPage = () => <OrdersDesk />;

export const AdminMessengersPage = () => (
  <AdminComingSoon title="Messengers" description="Couriers, their working hours and their routes." />
);

export const AdminMessengerPage = () => (
  <AdminComingSoon
    title="Messenger"
    description="One courier’s hours and upcoming stops."
    backTo="/admin/messengers"
  />
);

export const AdminPrintableRoutesPage = () => (
  <AdminComingSoon
    title="Printable Routes"
    description="A courier’s route for the day, laid out for printing."
    backTo="/admin/messengers"
  />
);

export const AdminProductsPage = () => (
  <AdminComingSoon
    title="Products"
    description="The shop’s products with prices, stock, images and details."
  />
);

export const AdminProductPage = () => (
  <AdminComingSoon
    title="Product"
    description="Edit one product: price, stock, images and collections."
    backTo="/admin/products"
  />
);

export const AdminProductDetailsPage = () => (
  <AdminComingSoon
    title="Product Details"
    description="Edit one detail block of a product, with its images."
    backTo="/admin/products"
  />
);

export const AdminSocialSubmissionsPage = () => (
  <AdminComingSoon
    title="Social Submissions"
    description="Scans customers submitted for the community gallery, to review and select."
  />
);

/** /admin/roll-events-dashboard and /admin/roll-events-dashboard/{event}. */
export function AdminRollEventsPage() {
  const { event } = useParams();
  return <RollEventsPage slug={event} />;
}

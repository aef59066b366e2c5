import { ComingSoon } from '../../components/ui/coming-soon';

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

export const AdminOrdersPage = () => (
  <ComingSoon
    title="Orders"
    description="Every order in the lab, filtered by status and location, with the actions to move it along."
    backTo="/admin/products"
    backLabel="Go to products"
  />
);

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

export const AdminRollEventsPage = () => (
  <AdminComingSoon
    title="Roll Events Dashboard"
    description="Rolls moving through the lab: received, developed, scanned and synced."
  />
);

import { ComingSoon } from '../../components/ui/coming-soon';

export const ShopPage = () => (
  <ComingSoon
    title="Shop"
    description="Film, services and prints, with member prices when you have a plan."
  />
);

export const ProductPage = () => (
  <ComingSoon
    title="Product"
    description="One product’s photos, details and options, ready for the cart."
    backTo="/products/all"
    backLabel="Back to the shop"
  />
);

export const CheckoutPage = () => (
  <ComingSoon
    title="Checkout"
    description="Review your cart, apply a promo code and pay."
    backTo="/products/all"
    backLabel="Back to the shop"
  />
);

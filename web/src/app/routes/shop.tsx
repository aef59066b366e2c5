import { useParams } from 'react-router';
import { ComingSoon } from '../../components/ui/coming-soon';
import { ProductPage as ProductDetail } from '../../features/shop/components/product-page';
import { ShopPage as Shop } from '../../features/shop/components/shop-page';

export const ShopPage = () => <Shop />;

/** /products/{productName}/detailed; the key resets the gallery when another product opens. */
export function ProductPage() {
  const { productName = '' } = useParams();
  return <ProductDetail key={productName} urlName={productName} />;
}

export const CheckoutPage = () => (
  <ComingSoon
    title="Checkout"
    description="Review your cart, apply a promo code and pay."
    backTo="/products/all"
    backLabel="Back to the shop"
  />
);

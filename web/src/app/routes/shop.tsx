import { useParams } from 'react-router';
import { CheckoutPage as Checkout } from '../../features/cart/components/checkout-page';
import { ProductPage as ProductDetail } from '../../features/shop/components/product-page';
import { ShopPage as Shop } from '../../features/shop/components/shop-page';

export const ShopPage = () => <Shop />;

/** /products/{productName}/detailed; the key resets the gallery when another product opens. */
export function ProductPage() {
  const { productName = '' } = useParams();
  return <ProductDetail key={productName} urlName={productName} />;
}

export const CheckoutPage = () => <Checkout />;

import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../app/session/session-context';
import { ButtonLink } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { LoadProblem, PageLoader } from '../../../components/ui/page-states';
import { AddToCartButton } from '../../cart/components/add-to-cart-button';
import { useProductDetailQuery } from '../api/product';
import { ProductPrice, stockLabel } from './product-price';
import styles from './shop.module.css';

interface PrintProduct {
  details: ReadonlyArray<{ title: string; description: string }>;
}

/**
 * A print product is made from the customer's scans (or their own file for a large print), so its page leads to
 * the print pages where those are chosen: 4x6 sets to /small-print-orders, every other size to the large-format
 * selector (the shop is for signed-in people only).
 */
function PrintFromScans({ product }: { product: PrintProduct }) {
  const { user } = useSession();
  if (!user) return null;
  const size = product.details.find((detail) => detail.title === 'Size')?.description ?? '';
  const small = size.startsWith('4x6');
  return (
    <div className={styles.printFrom}>
      <p>
        {small
          ? 'Printed from your scans: choose frames or whole rolls, copies and a border.'
          : 'Printed from one of your scans or your own file: choose the paper, size and border, and see a preview.'}
      </p>
      <ButtonLink
        to={small ? `/users/${user.id}/small-print-orders` : `/users/${user.id}/print-orders/new/selector`}
        variant="dark"
      >
        Choose scans to print
      </ButtonLink>
    </div>
  );
}

/** /products/{productName}/detailed: one product's pictures, price for the person, stock and details. */
export function ProductPage({ urlName }: { urlName: string }) {
  const [{ data, error, fetching }, reload] = useProductDetailQuery(urlName);
  const [imageIndex, setImageIndex] = useState(0);
  const product = data?.productByName;
  if (!product) {
    return (
      <Page eyebrow="Shop" title={data ? 'Product not found' : 'Product'}>
        {data ? (
          <p className={styles.empty}>
            We don’t sell that (any more). <Link to="/products/all">Back to the shop</Link>
          </p>
        ) : fetching || !error ? (
          <PageLoader label="Loading the product…" />
        ) : (
          <LoadProblem
            error={error}
            what="this product"
            onRetry={() => reload({ requestPolicy: 'network-only' })}
          />
        )}
      </Page>
    );
  }
  const image = product.images[imageIndex] ?? product.images[0];
  return (
    <Page eyebrow={product.collection} title={product.name}>
      <p>
        <Link to="/products/all">← Back to the shop</Link>
      </p>
      <div className={styles.detail}>
        <div className={styles.gallery}>
          {image && (
            <img className={styles.mainImage} src={image.url} alt={image.alt} width={800} height={800} />
          )}
          {product.images.length > 1 && (
            <div className={styles.thumbs}>
              {product.images.map((entry, index) => (
                <button
                  key={entry.url}
                  type="button"
                  className={styles.thumb}
                  aria-pressed={index === imageIndex}
                  aria-label={`Show picture ${index + 1} of ${product.images.length}`}
                  onClick={() => setImageIndex(index)}
                >
                  <img src={entry.url} alt="" width={96} height={96} loading="lazy" />
                </button>
              ))}
            </div>
          )}
        </div>
        <div className={styles.info}>
          <ProductPrice
            price={product.price}
            yourPrice={product.yourPrice}
            memberPriced={product.memberPriced}
          />
          {!product.memberPriced && product.memberPrice != null && product.memberPrice < product.price && (
            <p className={styles.memberHint}>
              Members pay less. <Link to="/memberships/purchase">See memberships</Link>
            </p>
          )}
          <p className={styles.stock}>{stockLabel(product)}</p>
          {product.productType === 'PRINT' && <PrintFromScans product={product} />}
          <AddToCartButton
            productId={product.id}
            max={product.maxQuantity}
            disabled={product.maxQuantity < 1}
          />
          <p className={styles.summary}>{product.summary}</p>
          <dl className={styles.details}>
            {product.details.map((detail) => (
              <div key={detail.id}>
                <dt>{detail.title}</dt>
                <dd>{detail.description}</dd>
              </div>
            ))}
            <div>
              <dt>SKU</dt>
              <dd>{product.sku}</dd>
            </div>
          </dl>
        </div>
      </div>
    </Page>
  );
}

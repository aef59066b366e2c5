import { Link } from 'react-router';
import type { ProductCardFieldsFragment } from '../../../gql/graphql';
import { ProductPrice, stockLabel } from './product-price';
import styles from './shop.module.css';

export function ProductCard({ product }: { product: ProductCardFieldsFragment }) {
  const image = product.images[0];
  const stock = stockLabel(product);
  return (
    <li className={styles.card}>
      <Link to={`/products/${product.urlName}/detailed`} className={styles.cardLink}>
        {image && (
          <img
            className={styles.cardImage}
            src={image.url}
            alt=""
            width={400}
            height={400}
            loading="lazy"
            decoding="async"
          />
        )}
        <span className={styles.cardKind}>{product.collection}</span>
        <span className={`${styles.cardName} user-text`}>{product.name}</span>
      </Link>
      <ProductPrice price={product.price} yourPrice={product.yourPrice} memberPriced={product.memberPriced} />
      <p
        className={`${styles.stock} ${product.stock <= 0 && product.productType !== 'PRINT' ? styles.out : ''}`}
      >
        {stock}
      </p>
    </li>
  );
}

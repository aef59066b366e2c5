import { formatCents } from '../../../lib/format';
import styles from './shop.module.css';

interface PriceProps {
  price: number;
  yourPrice: number;
  memberPriced: boolean;
}

/** What the person pays, with the list price struck beside it when they get the member price. */
export function ProductPrice({ price, yourPrice, memberPriced }: PriceProps) {
  return (
    <p className={styles.price}>
      <span className={styles.yourPrice}>{formatCents(yourPrice)}</span>
      {memberPriced && (
        <>
          <s className={styles.listPrice}>
            <span className="visually-hidden">List price </span>
            {formatCents(price)}
          </s>
          <span className={styles.memberTag}>Member price</span>
        </>
      )}
    </p>
  );
}

/** Stock as a shopper reads it: made to order, left in stock, or gone. */
export function stockLabel(product: { productType: string; stock: number }): string {
  if (product.productType === 'PRINT') return 'Made to order';
  if (product.stock <= 0) return 'Out of stock';
  if (product.stock <= 5) return `Only ${product.stock} left`;
  return 'In stock';
}

import { useQuery } from 'urql';
import { graphql } from '../../../../gql';
import { formatCents } from '../../../../lib/format';
import styles from './order-prints.module.css';

// The prints bought with an order (spec §3 print entry): asked apart from the order's own fields, so an order
// page still shows when prints cannot be read.

const OrderPrintsQuery = graphql(`
  query OrderPrints($id: ID!) {
    order(id: $id) {
      id
      prints {
        id
        kind
        paperName
        width
        height
        border
        quantity
        amount
        draft {
          id
          name
          url
        }
        scan {
          id
          frame
          thumbnailUrl
        }
      }
    }
  }
`);

function borderText(border: number): string {
  if (border === 0) return 'borderless';
  const fractions: Record<number, string> = { 0.125: '1/8', 0.25: '1/4', 0.5: '1/2' };
  return `${fractions[border] ?? border} in border`;
}

/** Thumbnail, paper, size, border, quantity and amount of each print; nothing when the order has none. */
export function OrderPrints({ orderId }: { orderId: string }) {
  const [{ data }] = useQuery({ query: OrderPrintsQuery, variables: { id: orderId } });
  const prints = data?.order?.prints ?? [];
  if (prints.length === 0) return null;
  return (
    <section aria-labelledby="order-prints-title">
      <h2 id="order-prints-title" className={styles.title}>
        Your prints
      </h2>
      <ul className={styles.prints}>
        {prints.map((print) => {
          const thumb = print.draft?.url ?? print.scan?.thumbnailUrl;
          const what =
            print.kind === 'FOUR_BY_SIX'
              ? `4x6 print${print.scan ? ` of frame ${print.scan.frame}` : ''}`
              : `${print.width} x ${print.height} in print${print.draft ? ` of ${print.draft.name}` : ''}`;
          return (
            <li key={print.id} className={styles.print}>
              {thumb ? (
                <img className={styles.thumb} src={thumb} alt="" width={64} height={64} loading="lazy" />
              ) : (
                <span className={styles.thumb} />
              )}
              <span className={styles.text}>
                <span className={styles.name}>{what}</span>
                <span className={styles.facts}>
                  {print.paperName} · {print.width} x {print.height} in · {borderText(print.border)} ·{' '}
                  {print.quantity} {print.quantity === 1 ? 'copy' : 'copies'}
                </span>
              </span>
              <span className={styles.amount}>{formatCents(print.amount)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

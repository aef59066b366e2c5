import { useQuery } from 'urql';
import { graphql } from '../../../gql';
import { useLabFeatures } from '../../../lib/lab-features';
import { useLocalCart } from '../lib/local-cart';

// The header's cart count on its own (issue 26): every signed-in page shows it, so it carries only its small query,
// not the cart's and checkout's documents (use-cart.ts).

export const CartCountQuery = graphql(`
  query CartCount {
    me {
      id
      cart {
        count
      }
    }
  }
`);

export type CartMode = 'unknown' | 'server' | 'browser';

/** Where the cart lives (decision 099): the lab's (the `cart` extension) or the browser's. */
export function useCartMode(): CartMode {
  const features = useLabFeatures();
  if (!features.known) return 'unknown';
  return features.has('cart') ? 'server' : 'browser';
}

/** The header's count: the server's, or the browser's items (checked against stock when the cart is shown). */
export function useCartCount(): number | undefined {
  const mode = useCartMode();
  const items = useLocalCart();
  const [{ data }] = useQuery({ query: CartCountQuery, pause: mode !== 'server' });
  if (mode === 'browser') return items.reduce((sum, item) => sum + item.quantity, 0);
  return data?.me?.cart?.count ?? undefined;
}

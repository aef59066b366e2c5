import { randomUUID } from 'node:crypto';
import { startBench } from './bff.js';
import { sequential, type Target } from './me.js';
import { ms, percentile } from './stats.js';

const METRICS_TOKEN = 'bench-metrics-token-0123456789';

/** Every upstream call the BFF has made, from its own metrics. */
async function labCalls(bffUrl: string): Promise<number> {
  const text = await (
    await fetch(`${bffUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  let total = 0;
  for (const match of text.matchAll(/^upstream_request_duration_seconds_count\{[^}]*\} (\d+)/gm))
    total += Number(match[1]);
  return total;
}

async function gql<T>(bffUrl: string, auth: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${bffUrl}/graphql`, {
    method: 'POST',
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

const SHOP_QUERY = `query ShopBench { products(limit: 100) { count items {
  id name urlName productType collection kind price yourPrice memberPriced stock maxQuantity images { url alt } } } }`;

/**
 * (s) The shop: the page query for 100 products (p50, p99, lab calls per query) and checkout p50 (quote + pay,
 * one product, through the BFF against the lab process).
 */
export async function shop(labUrl: string, count: number): Promise<void> {
  const login = async (email: string) => {
    const response = await fetch(`${labUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'filmlab-demo' }),
    });
    return response.headers.get('authorization')!;
  };
  const [admin, customer] = await Promise.all([login('admin@lab.test'), login('customer@lab.test')]);
  // The catalogue to 100 products: the 14 seeded and bench films.
  const existing = (await (
    await fetch(`${labUrl}/products?limit=1`, { headers: { authorization: customer } })
  ).json()) as {
    count: number;
  };
  for (let i = existing.count; i < 100; i++) {
    const response = await fetch(`${labUrl}/products`, {
      method: 'POST',
      headers: { authorization: admin, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Bench Film ${i}`,
        sku: `BENCH-${i}-${randomUUID().slice(0, 6)}`,
        productType: 'PRODUCT',
        price: 1000 + i,
        memberPrice: 900 + i,
        stock: 100_000,
        collection: 'Film',
      }),
    });
    if (response.status !== 201) throw new Error(`product ${i}: HTTP ${response.status}`);
  }
  const bff = await startBench(labUrl, {
    RATE_LIMIT_IP_MAX: '1000000',
    RATE_LIMIT_TOKEN_MAX: '1000000',
    METRICS_TOKEN,
  });
  try {
    const target: Target = {
      name: 'BFF  query Shop (100 products)',
      url: bff.url,
      method: 'POST',
      path: '/graphql',
      headers: { authorization: customer, 'content-type': 'application/json' },
      body: JSON.stringify({ query: SHOP_QUERY }),
    };
    const before = await labCalls(bff.url);
    const latency = await sequential(target, count);
    const calls = ((await labCalls(bff.url)) - before) / (count + 50);
    process.stdout.write(
      `\n(s) the shop page query, 100 products with the viewer's prices (${count} sequential)\n` +
        `  p50 ${ms(latency.p50)}  p99 ${ms(latency.p99)}  lab calls per query ${calls.toFixed(2)}\n`,
    );

    const { productByName } = await gql<{ productByName: { id: string } }>(
      bff.url,
      customer,
      'query P { productByName(urlName: "bench-film-99") { id } }',
    );
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      await gql(bff.url, customer, 'mutation A($id: ID!) { addToCart(productId: $id) { count } }', {
        id: productByName.id,
      });
      const started = performance.now();
      const { me } = await gql<{ me: { cart: { quote: { total: number } } } }>(
        bff.url,
        customer,
        'query Q { me { id cart { quote(delivery: PICK_UP) { total } } } }',
      );
      await gql(
        bff.url,
        customer,
        'mutation C($input: CheckoutInput!) { checkout(input: $input) { total } }',
        {
          input: {
            delivery: 'PICK_UP',
            paymentToken: 'tok_visa',
            idempotencyKey: randomUUID(),
            expectedTotal: me.cart.quote.total,
          },
        },
      );
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    process.stdout.write(
      `  checkout (quote + pay, one line, 30 orders): p50 ${ms(percentile(times, 50))}  p99 ${ms(percentile(times, 99))}\n`,
    );
  } finally {
    await bff.close();
  }
}

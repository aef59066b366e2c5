import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../support/stack.js';

// The product's journeys through GraphQL, the same list against the full reference lab and against a documented-only
// lab (LAB_CONTRACT=documented, issue 22). Against the full lab every journey works. Against the documented-only lab
// every core journey works on spec §7's calls alone, and every other one either works too or degrades clearly: its
// only errors are FEATURE_UNAVAILABLE naming a feature — never NOT_FOUND, never a misleading message. The table of
// outcomes is printed at the end (the figures of issue 22's closing note).

type Who = 'casey' | 'mateo' | 'admin' | 'vendor' | 'newcomer';
const EMAILS: Record<Who, string> = {
  casey: 'customer@lab.test',
  mateo: 'mateo.alvarez@example.com',
  admin: 'admin@lab.test',
  vendor: 'vendor@lab.test',
  newcomer: 'newcustomer@lab.test',
};

interface GqlError {
  message: string;
  extensions?: { code?: string; feature?: string };
}
interface Answer {
  data?: Record<string, unknown> | null;
  errors?: GqlError[];
}

interface Run {
  gql(query: string, variables: Record<string, unknown>, who: Who | string): Promise<Answer>;
  /** What earlier journeys left for later ones (ids), per lab. */
  memo: Record<string, string>;
  hasCart: boolean;
}

interface Journey {
  name: string;
  /** Must work on §7 alone. */
  core: boolean;
  /** The journey's calls; throws when an answer is not what a person would see. */
  run(r: Run): Promise<Answer[]>;
}

type Outcome = { kind: 'works' } | { kind: 'degrades'; features: string[] } | { kind: 'breaks'; why: string };

function must(condition: unknown, why: string): asserts condition {
  if (!condition) throw new Error(why);
}

const data = <T>(answer: Answer, field: string): T => answer.data?.[field] as T;

const JOURNEYS: Journey[] = [
  {
    name: 'visitor: landing stats, locations and plans',
    core: true,
    run: async (r) => [
      await r.gql(
        'query { generalStats { turnaround { estimatedDays } } locations { name } membershipPlans { id } }',
        {},
        '',
      ),
    ],
  },
  {
    name: 'member: me with membership and credits left',
    core: true,
    run: async (r) => {
      const a = await r.gql(
        'query { me { id membership { planId active } creditBalances { kind remaining } accountCredit } }',
        {},
        'casey',
      );
      const me = data<{ membership: { active: boolean }; creditBalances: unknown[] }>(a, 'me');
      must(me?.membership.active && me.creditBalances.length > 0, 'no membership or credits');
      return [a];
    },
  },
  {
    name: 'member: orders list with totals',
    core: true,
    run: async (r) => {
      const a = await r.gql(
        'query { me { orders { count items { id number status totals { total } } } } }',
        {},
        'casey',
      );
      must(data<{ orders: { count: number } }>(a, 'me')?.orders.count > 0, 'no orders');
      return [a];
    },
  },
  {
    name: 'member: a paid order’s page with lines, credits and totals',
    core: true,
    run: async (r) => {
      const a = await r.gql(
        'query { order(id: "1004") { id status lines { key amount } credits { kind quantity } totals { total } rolls { id stock } } }',
        {},
        'casey',
      );
      must(data<{ status: string }>(a, 'order')?.status === 'PAID', 'not the paid order');
      return [a];
    },
  },
  {
    name: 'customer: a new development order, edited, then deleted',
    core: true,
    run: async (r) => {
      const roll = { process: 'C41', format: 'FORMAT_35MM', stock: 'Kodak Portra 400' };
      const created = await r.gql(
        'mutation C($input: CreateOrderInput!) { createOrder(input: $input) { id status rollCount } }',
        { input: { idempotencyKey: randomUUID(), shippingMethod: 'EXTERNAL_FULFILLMENT', rolls: [roll] } },
        'casey',
      );
      const id = data<{ id: string }>(created, 'createOrder')?.id;
      must(id, 'no order made');
      const edited = await r.gql(
        'mutation U($input: UpdateOrderInput!) { updateOrder(input: $input) { id notes rollCount } }',
        { input: { id, notes: 'Two rolls after all', newRolls: [roll] } },
        'casey',
      );
      must(data<{ rollCount: number }>(edited, 'updateOrder')?.rollCount === 2, 'the roll was not added');
      const removed = await r.gql('mutation D($id: ID!) { deleteOrder(id: $id) }', { id }, 'casey');
      must(data<string>(removed, 'deleteOrder') === id, 'not deleted');
      return [created, edited, removed];
    },
  },
  {
    name: 'customer: rush quote and rush on an open order',
    core: true,
    run: async (r) => {
      const order = await r.gql('query { order(id: "1017") { rolls { id addRush } } }', {}, 'casey');
      const rollId = data<{ rolls: Array<{ id: string }> }>(order, 'order')?.rolls[0]?.id;
      must(rollId, 'no roll');
      const quote = await r.gql(
        'query Q($id: ID!, $rolls: [ID!]!) { addRushQuote(orderId: $id, rollIds: $rolls) { rollCount amount } }',
        { id: '1017', rolls: [rollId] },
        'casey',
      );
      const rushed = await r.gql(
        'mutation R($id: ID!, $rolls: [ID!]!) { addRush(orderId: $id, rollIds: $rolls) { rolls { addRush } } }',
        { id: '1017', rolls: [rollId] },
        'casey',
      );
      must(data<{ rolls: Array<{ addRush: boolean }> }>(rushed, 'addRush')?.rolls[0]?.addRush, 'not rushed');
      return [order, quote, rushed];
    },
  },
  {
    name: 'customer: pays an invoice with a card',
    core: true,
    run: async (r) => {
      const a = await r.gql(
        'mutation P { payOrder(orderId: "1007", paymentToken: "tok_visa") { id status } }',
        {},
        'mateo',
      );
      must(data<{ status: string }>(a, 'payOrder')?.status === 'PAID', 'not paid');
      return [a];
    },
  },
  {
    name: 'member: rolls page',
    core: true,
    run: async (r) => {
      const a = await r.gql(
        'query { me { filmRolls(limit: 24) { count items { id scanCount previewScans { thumbnailUrl } } } } }',
        {},
        'casey',
      );
      must(data<{ filmRolls: { count: number } }>(a, 'me')?.filmRolls.count > 0, 'no rolls');
      return [a];
    },
  },
  {
    name: 'member: a roll’s page with its scans',
    core: true,
    run: async (r) => {
      const a = await r.gql(
        'query { me { filmRoll(id: "1") { id scans(limit: 100) { count items { id frame thumbnailUrl } } } } }',
        {},
        'casey',
      );
      const scans = data<{ filmRoll: { scans: { items: Array<{ id: string }> } } }>(a, 'me')?.filmRoll.scans
        .items;
      must(scans && scans.length >= 3, 'no scans');
      r.memo.scans = scans.map((scan) => scan.id).join(',');
      return [a];
    },
  },
  {
    name: 'member: rotates and tags a scan, renames the roll',
    core: true,
    run: async (r) => {
      const [first] = r.memo.scans!.split(',');
      const rotated = await r.gql(
        'mutation R($id: ID!) { rotateScan(scanId: $id, direction: RIGHT) { id rotation } }',
        { id: first },
        'casey',
      );
      const tagged = await r.gql(
        'mutation T($ids: [ID!]!) { addScanTag(scanIds: $ids, name: "Coney Island") { id tags { name } } }',
        { ids: [first] },
        'casey',
      );
      const renamed = await r.gql(
        'mutation N { renameFilmRoll(rollId: "1", name: "Summer roll") { id name } }',
        {},
        'casey',
      );
      must(data<{ name: string }>(renamed, 'renameFilmRoll')?.name === 'Summer roll', 'not renamed');
      return [rotated, tagged, renamed];
    },
  },
  {
    name: 'member: downloads a roll (the zip’s files)',
    core: true,
    run: async (r) => {
      const a = await r.gql(
        'query { me { download(input: { rollId: "1" }) { fileName fileCount files { name url } } } }',
        {},
        'casey',
      );
      const manifest = data<{ download: { fileCount: number; files: Array<{ url: string }> } }>(
        a,
        'me',
      )?.download;
      must(manifest && manifest.fileCount > 0 && manifest.files[0]?.url, 'no files');
      return [a];
    },
  },
  {
    name: 'member: shares two scans by link',
    core: true,
    run: async (r) => {
      const ids = r.memo.scans!.split(',').slice(0, 2);
      const a = await r.gql(
        'mutation S($input: CreateShareLinkInput!) { createShareLink(input: $input) { code path scanCount } }',
        { input: { scanIds: ids } },
        'casey',
      );
      const link = data<{ code: string; scanCount: number }>(a, 'createShareLink');
      must(link?.scanCount === 2, 'not shared');
      r.memo.share = link.code;
      return [a];
    },
  },
  {
    name: 'member: lists share links',
    core: false,
    run: async (r) => [await r.gql('query { me { id shareLinks { code } } }', {}, 'casey')],
  },
  {
    name: 'visitor: opens a share link',
    core: false,
    run: async (r) => [
      await r.gql(
        'query S($code: String!) { sharedScans(code: $code) { scans { id } } }',
        { code: r.memo.share },
        '',
      ),
    ],
  },
  {
    name: 'member: unlock quote for two scans',
    core: true,
    run: async (r) => [
      await r.gql(
        'query U($ids: [ID!]!) { me { unlockQuote(scanIds: $ids, size: HD) { total } } }',
        { ids: r.memo.scans!.split(',').slice(0, 2) },
        'casey',
      ),
    ],
  },
  {
    name: 'member: buys from the shop (the lab’s cart, or the browser’s)',
    core: true,
    run: async (r) => {
      const product = await r.gql(
        'query { productByName(urlName: "kodak-portra-400-35mm") { id } }',
        {},
        'casey',
      );
      const productId = data<{ id: string }>(product, 'productByName')?.id;
      must(productId, 'no product');
      const answers = [product];
      let total: number;
      if (r.hasCart) {
        const added = await r.gql(
          'mutation A($id: ID!) { addToCart(productId: $id) { count quote(delivery: PICK_UP) { total } } }',
          { id: productId },
          'casey',
        );
        answers.push(added);
        total = data<{ quote: { total: number } }>(added, 'addToCart')!.quote.total;
      } else {
        const quote = await r.gql(
          'query Q($items: [CartItemInput!]!) { cartQuote(items: $items) { count quote(delivery: PICK_UP) { total } } }',
          { items: [{ productId, quantity: 1 }] },
          'casey',
        );
        answers.push(quote);
        total = data<{ quote: { total: number } }>(quote, 'cartQuote')!.quote.total;
      }
      const items = r.hasCart ? undefined : [{ productId, quantity: 1 }];
      const paid = await r.gql(
        'mutation C($input: CheckoutInput!) { checkout(input: $input) { total order { status } } }',
        {
          input: {
            ...(items ? { items } : {}),
            delivery: 'PICK_UP',
            idempotencyKey: randomUUID(),
            expectedTotal: total,
            paymentToken: 'tok_visa',
          },
        },
        'casey',
      );
      must(data<{ order: { status: string } }>(paid, 'checkout')?.order.status === 'PAID', 'not paid');
      return [...answers, paid];
    },
  },
  {
    name: 'member: the lab’s cart kept across devices',
    core: false,
    run: async (r) => [await r.gql('query { me { id cart { count } } }', {}, 'casey')],
  },
  {
    name: 'member: edits name and adds an address',
    core: true,
    run: async (r) => {
      const named = await r.gql(
        'mutation { updateUser(input: { firstName: "Casey", lastName: "Rivera" }) { firstName } }',
        {},
        'casey',
      );
      const address = await r.gql(
        'mutation A($input: AddressInput!) { createAddress(input: $input) { id } }',
        { input: { address1: '55 Water St', city: 'Brooklyn', state: 'NY', zip: '11201' } },
        'casey',
      );
      r.memo.address = data<{ id: string }>(address, 'createAddress')?.id ?? '';
      must(r.memo.address, 'no address');
      return [named, address];
    },
  },
  {
    name: 'member: saves a card',
    core: true,
    run: async (r) => [
      await r.gql('mutation { addCard(paymentToken: "tok_mastercard") { id defaultCard } }', {}, 'casey'),
    ],
  },
  {
    name: 'member: lists saved cards',
    core: false,
    run: async (r) => [await r.gql('query { me { id cards { id } } }', {}, 'casey')],
  },
  {
    name: 'member: referrals',
    core: false,
    run: async (r) => [await r.gql('query { me { id referrals { code totalEarned } } }', {}, 'casey')],
  },
  {
    name: 'member: turns renewal off',
    core: false,
    run: async (r) => [await r.gql('mutation { setMembershipRenewal(renew: false) { id } }', {}, 'casey')],
  },
  {
    name: 'member: courier windows at home',
    core: false,
    run: async (r) => [
      await r.gql('query { me { id courierAvailability { windows { startsAt } } } }', {}, 'casey'),
    ],
  },
  {
    name: 'member: a roll’s contact sheet',
    core: false,
    run: async (r) => [
      await r.gql('query { me { filmRoll(id: "1") { id contactSheet { pdfUrl } } } }', {}, 'casey'),
    ],
  },
  {
    name: 'member: a prepaid label for an order',
    core: false,
    run: async (r) => [
      await r.gql(
        'mutation L($id: ID!, $address: ID!) { requestShippingLabel(orderId: $id, addressId: $address) { id labelUrl } }',
        { id: '1017', address: r.memo.address },
        'casey',
      ),
    ],
  },
  {
    name: 'member: address suggestions while typing',
    core: false,
    run: async (r) => [await r.gql('query { placeSuggestions(input: "210 Kent") { placeId } }', {}, 'casey')],
  },
  {
    name: 'newcomer: signs up, then changes the password',
    core: false,
    run: async (r) => {
      const email = `journey.${randomUUID().slice(0, 8)}@example.com`;
      const signed = await r.gql(
        'mutation S($input: SignupInput!) { signup(input: $input) { token } }',
        { input: { email, password: 'portra-400-pass', firstName: 'June', lastName: 'Lee' } },
        '',
      );
      const token = data<{ token: string }>(signed, 'signup')?.token;
      must(token, 'no sign-up');
      const changed = await r.gql(
        'mutation { changePassword(currentPassword: "portra-400-pass", newPassword: "ektar-100-pass") }',
        {},
        token,
      );
      if (signed.errors) return [signed];
      return [changed];
    },
  },
  {
    name: 'desk: the orders desk and quick search',
    core: true,
    run: async (r) => {
      const desk = await r.gql(
        'query { orders(limit: 25) { count items { id number status } } }',
        {},
        'admin',
      );
      const search = await r.gql('query { quickSearchOrders(search: "1013") { count } }', {}, 'admin');
      must(data<{ count: number }>(desk, 'orders')?.count > 0, 'empty desk');
      return [desk, search];
    },
  },
  {
    name: 'desk: receives, records developed, invoices',
    core: true,
    run: async (r) => {
      const received = await r.gql(
        'mutation { receiveOrder(orderId: "1017", rollCount: 2) { id receivedRollCount } }',
        {},
        'admin',
      );
      const developed = await r.gql(
        'mutation { addRollsEvent(orderId: "1017", event: DEVELOPED) { id } }',
        {},
        'admin',
      );
      const invoiced = await r.gql('mutation { invoiceOrder(orderId: "1017") { id status } }', {}, 'admin');
      must(data<{ status: string }>(invoiced, 'invoiceOrder')?.status === 'INVOICED', 'not invoiced');
      return [received, developed, invoiced];
    },
  },
  {
    name: 'desk: a customer’s roll and scans under /admin/users/{id}',
    core: true,
    run: async (r) => {
      const a = await r.gql(
        'query { user(id: "2") { filmRoll(id: "1") { id scans(limit: 10) { count } } } }',
        {},
        'admin',
      );
      const rotated = await r.gql(
        'mutation R($id: ID!) { rotateScan(scanId: $id, direction: LEFT, userId: "2") { id } }',
        { id: r.memo.scans!.split(',')[0] },
        'admin',
      );
      return [a, rotated];
    },
  },
  {
    name: 'desk: the roll events dashboard',
    core: false,
    run: async (r) => [await r.gql('query { rollEvents(event: DEVELOPED) { date } }', {}, 'admin')],
  },
  {
    name: 'desk: adds a product to the shop',
    core: true,
    run: async (r) => [
      await r.gql(
        'mutation P($input: ProductInput!) { createProduct(input: $input) { id } }',
        {
          input: {
            name: `Ilford Delta ${randomUUID().slice(0, 6)}`,
            sku: `ILF-${randomUUID().slice(0, 6)}`,
            productType: 'PRODUCT',
            price: 1299,
            collection: 'Film',
          },
        },
        'admin',
      ),
    ],
  },
  {
    name: 'desk: couriers and community submissions',
    core: true,
    run: async (r) => [
      await r.gql(
        'query { messengers { id name } socialSubmissions(selected: true) { count } }',
        {},
        'admin',
      ),
    ],
  },
  {
    name: 'print shop: its vendor orders',
    core: false,
    run: async (r) => [await r.gql('query { vendorOrders { id } }', {}, 'vendor')],
  },
];

async function outcomeOf(journey: Journey, r: Run): Promise<Outcome> {
  let answers: Answer[];
  try {
    answers = await journey.run(r);
  } catch (error) {
    return { kind: 'breaks', why: (error as Error).message };
  }
  const errors = answers.flatMap((answer) => answer.errors ?? []);
  if (errors.length === 0) return { kind: 'works' };
  const other = errors.find((error) => error.extensions?.code !== 'FEATURE_UNAVAILABLE');
  if (other) return { kind: 'breaks', why: `${other.extensions?.code}: ${other.message}` };
  return {
    kind: 'degrades',
    features: [...new Set(errors.map((error) => error.extensions?.feature ?? '?'))],
  };
}

async function runAll(stack: Stack): Promise<Outcome[]> {
  const tokens = new Map<string, string>();
  for (const [who, email] of Object.entries(EMAILS)) tokens.set(who, await stack.login(email));
  const features = await stack.gql<{ labFeatures: string[] }>('query { labFeatures }', {});
  const run: Run = {
    memo: {},
    hasCart: features.body.data!.labFeatures.includes('cart'),
    async gql(query, variables, who) {
      const token = who === '' ? undefined : (tokens.get(who) ?? who);
      return (await stack.gql(query, variables, token)).body as Answer;
    },
  };
  const outcomes: Outcome[] = [];
  for (const journey of JOURNEYS) outcomes.push(await outcomeOf(journey, run));
  return outcomes;
}

const describeOutcome = (outcome: Outcome) =>
  outcome.kind === 'works'
    ? 'works'
    : outcome.kind === 'degrades'
      ? `FEATURE_UNAVAILABLE (${outcome.features.join(', ')})`
      : `BREAKS: ${outcome.why}`;

let full: Outcome[];
let documented: Outcome[];
beforeAll(async () => {
  const [a, b] = await Promise.all([startStack(), startStack({}, { labContract: 'documented' })]);
  try {
    [full, documented] = await Promise.all([runAll(a), runAll(b)]);
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
}, 180_000);

afterAll(() => {
  if (!full || !documented) return;
  const rows = JOURNEYS.map(
    (journey, i) =>
      `  ${journey.core ? 'core' : 'ext '}  ${journey.name.padEnd(58)} full: ${describeOutcome(full[i]!).padEnd(8)}  documented: ${describeOutcome(documented[i]!)}`,
  );
  const count = (outcomes: Outcome[], kind: Outcome['kind']) =>
    outcomes.filter((o) => o.kind === kind).length;
  process.stdout.write(
    `\n${JOURNEYS.length} journeys — full lab: ${count(full, 'works')} work; documented-only lab: ${count(documented, 'works')} work, ${count(documented, 'degrades')} degrade clearly, ${count(documented, 'breaks')} break\n${rows.join('\n')}\n`,
  );
});

describe('the journeys, against both labs', () => {
  it('every journey works against the full lab', () => {
    const broken = JOURNEYS.flatMap((journey, i) =>
      full[i]!.kind === 'works' ? [] : [`${journey.name}: ${describeOutcome(full[i]!)}`],
    );
    expect(broken).toEqual([]);
  });

  it('against a documented-only lab every core journey works', () => {
    const broken = JOURNEYS.flatMap((journey, i) =>
      journey.core && documented[i]!.kind !== 'works'
        ? [`${journey.name}: ${describeOutcome(documented[i]!)}`]
        : [],
    );
    expect(broken).toEqual([]);
  });

  it('against a documented-only lab every other journey works or says FEATURE_UNAVAILABLE, never anything else', () => {
    const broken = JOURNEYS.flatMap((journey, i) =>
      documented[i]!.kind === 'breaks' ? [`${journey.name}: ${describeOutcome(documented[i]!)}`] : [],
    );
    expect(broken).toEqual([]);
    expect(documented.filter((outcome) => outcome.kind === 'degrades').length).toBeGreaterThan(5);
  });
});

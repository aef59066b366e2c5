// GraphQL documents the order integration tests share (tests/integration/orders*.test.ts).

export const ORDER = `
  id number status location notes internalNotes rollCount expectedRollCount receivedRollCount countMismatch
  customer { id email }
  rolls { id pickUpId process processLabel format formatLabel stock brand model pushPull crossProcess addRush scanQuality
    sleeving negativesAction stage estimatedReadyAt events { event at recordedBy } }
  shipments { id method methodLabel serviceLevel toCustomer labelUrl address { id } }
  pickUps { id rollCount }
  lines { key description productType unitAmount quantity creditsApplied amount }
  credits { kind label quantity value }
  totals { subtotal discount credit creditLabel tax total }
  actions { edit delete pay addRush returnNegatives requestLabel receive addRollsEvent invoice sendInvoice
    attachPayment markPrintsReady complete cancel }`;

export interface OrderLine {
  key: string;
  description: string;
  productType: string;
  unitAmount: number;
  quantity: number;
  creditsApplied: number;
  amount: number;
}

export interface Totals {
  subtotal: number;
  discount: number;
  credit: number;
  creditLabel: string;
  tax: number;
  total: number;
}

export interface Order {
  id: string;
  number: string;
  status: string;
  location: string;
  notes: string | null;
  internalNotes: string | null;
  rollCount: number;
  expectedRollCount: number;
  receivedRollCount: number | null;
  countMismatch: boolean;
  customer: { id: string; email: string };
  rolls: Array<{
    id: string;
    pickUpId: string | null;
    process: string;
    processLabel: string;
    format: string;
    formatLabel: string;
    stock: string;
    brand: string;
    model: string;
    pushPull: number;
    /** From the lab's crossProcessId (spec §3's add-on key). */
    crossProcess: boolean;
    addRush: boolean;
    scanQuality: string;
    sleeving: string;
    negativesAction: string;
    stage: string | null;
    estimatedReadyAt: string | null;
    events: Array<{ event: string; at: string; recordedBy: string | null }>;
  }>;
  shipments: Array<{
    id: string;
    method: string;
    methodLabel: string;
    serviceLevel: string | null;
    toCustomer: boolean;
    labelUrl: string | null;
    address: { id: string } | null;
  }>;
  pickUps: Array<{ id: string; rollCount: number }>;
  lines: OrderLine[];
  credits: Array<{ kind: string; label: string; quantity: number; value: number }>;
  totals: Totals;
  actions: Record<string, boolean>;
}

export const ORDER_QUERY = `query Order($id: ID!) { order(id: $id) { ${ORDER} } }`;
export const CREATE = `mutation CreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { ${ORDER} } }`;
export const UPDATE = `mutation UpdateOrder($input: UpdateOrderInput!) { updateOrder(input: $input) { ${ORDER} } }`;
export const QUOTE = `query OrderQuote($input: OrderQuoteInput!) { orderQuote(input: $input) {
  defaultScanQuality lines { key description productType unitAmount quantity creditsApplied amount }
  credits { kind label quantity value } totals { subtotal discount credit creditLabel tax total } } }`;

/** A staff action on an order: `mutation { <name>(orderId: $orderId …) { … } }`. */
export const staffAction = (name: string, extraArgs = '', extraVars = '') =>
  `mutation Staff($orderId: ID!${extraVars}) { ${name}(orderId: $orderId${extraArgs}) { ${ORDER} } }`;

/** A new roll input with the schema's defaults spelled out where a test cares. */
export const roll = (fields: Record<string, unknown> = {}) => ({
  process: 'C41',
  format: 'FORMAT_35MM',
  stock: 'Kodak Portra 400',
  ...fields,
});

let keys = 0;
export const freshKey = () => `test-${process.pid}-${Date.now()}-${++keys}`;

// The lab's REST payloads (docs/lab-api.md). Only what the BFF reads is typed.

export type LabRole = 'ADMIN' | 'CUSTOMER' | 'MESSENGER' | 'VENDOR';

export interface LabAddress {
  id: number;
  userId?: number;
  placeId: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
  primary: boolean;
}

export interface LabPreference {
  key: string;
  value: string;
}

export interface LabSubscription {
  id: string;
  status: string;
  cancel_at_period_end: boolean;
  current_period_end: number;
  items: { data: Array<{ price: { id: string; lookup_key: string | null; unit_amount?: number } }> };
}

export interface LabPaymentCustomer {
  id: string;
  balance: number;
  /** The card charged when an order is paid without a new card. */
  defaultPaymentMethod?: { brand: string; last4: string } | null;
  subscriptions: { data: LabSubscription[] };
}

export interface LabUser {
  id: number;
  email: string;
  role: LabRole;
  firstName: string;
  lastName: string;
  phone: string | null;
  profileImageUrl: string | null;
  referralCode: string | null;
  active: boolean;
  firstOrderCreated: boolean;
  addresses: LabAddress[];
  preferences: LabPreference[];
  credits: Array<{ productId: number }>;
  openOrders: Array<{ id: number; status: string }>;
  paymentCustomer: LabPaymentCustomer | null;
  createdAt: string | null;
}

export interface LabUserPage {
  users: LabUser[];
  count: number;
}

export interface LabGeneralStats {
  turnaround: { overall: { totalOutstanding: number; estimatedDays: number } } & Record<
    string,
    { totalOutstanding: number; estimatedDays?: number }
  >;
  rsct: number;
  rdt: number;
  rst: number;
  rsy: number;
  obl: Record<string, number>;
}

export interface LabLocation {
  id: number;
  name: string;
  address1: string;
  city: string;
  state: string;
  zip: string;
  hours: string;
  phone: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface LabBlogPost {
  title: string;
  url: string;
}

export interface LabZipCode {
  id: number;
  zip: string;
  city: string;
  state: string;
  active: boolean;
}

export interface LabWaitlistEntry {
  id: number;
  email: string;
  zip: string | null;
}

/** The spec's error object (§8). */
export interface LabErrorBody {
  message?: string;
  status?: number;
  errors?: Array<{ field?: string; message?: string } | string>;
}

export type LabOrderStatus = 'OPEN' | 'INVOICED' | 'PAID' | 'COMPLETE' | 'CANCELED';
export type LabRollEventName = 'received' | 'developed' | 'scanned' | 'synced' | 'delivered' | 'shipped';
export type LabCreditKind = 'DEV_SCAN' | 'SCAN_4K' | 'RUSH' | 'PRO_SCAN';

/** A roll of film on an order (docs/lab-api.md "Orders"). */
export interface LabFilmRoll {
  id: number;
  orderId: number;
  customerId: number;
  pickUpId: number | null;
  process: 'C-41' | 'BW' | 'E-6' | 'ECN-2';
  format: '35mm' | '120' | 'disposable';
  brand: string;
  model: string;
  pushPull: number;
  crossProcess: boolean;
  addPrints: boolean;
  addRush: boolean;
  sleeving: 'NONE' | 'UNCUT' | 'CUT';
  scanQuality: 'STANDARD_2K' | 'STANDARD_4K' | 'STANDARD_4K_PRE_SCAN' | 'PRO';
  halfFrames: boolean;
  negativesAction: string;
  notes: string | null;
  /** Oldest first. */
  events: Array<{ event: LabRollEventName; at: string; recordedBy: string | null }>;
  createdAt: string;
}

export interface LabShipment {
  id: number;
  orderId: number;
  method: 'DROP_OFF' | 'EXTERNAL_FULFILLMENT' | 'PREPAID_LABEL' | 'RETURN_MAILER';
  serviceLevel: string | null;
  toCustomer: boolean;
  customerAddressId: number | null;
  address: LabAddress | null;
  carrier: 'FEDEX' | 'USPS' | 'UPS' | null;
  trackingNumber: string | null;
  label: { labelUrl: string } | null;
  createdAt: string;
}

export interface LabPickUp {
  id: number;
  userId: number;
  orderId: number;
  receivedAt: string;
  rollCount: number;
  location: string;
}

/** A line the lab fixed at invoice; `amount` = unitAmount × (quantity − creditsApplied). */
export interface LabOrderLine {
  id?: number;
  key: string;
  description: string;
  productType: string;
  unitAmount: number;
  quantity: number;
  creditsApplied: number;
  amount: number;
}

/** An order as the lab answers it: the spec's order wrapper (§3, docs/lab-api.md "Order wrapper"). */
export interface LabOrderWrapper {
  order: {
    id: number;
    customerId: number;
    status: LabOrderStatus;
    location: string;
    notes: string | null;
    /** Left out of answers to customers. */
    internalNotes?: string | null;
    /** Null until invoiced, like tax and total. */
    subtotal: number | null;
    appliedDiscount: number | null;
    appliedCredit: number | null;
    tax: number | null;
    total: number | null;
    paymentId?: string | null;
    /** DEVELOPMENT (film) or SHOP (a checkout); older labs leave it out. */
    kind?: string;
    expectedRollCount: number;
    receivedRollCount: number | null;
    createdAt: string;
    updatedAt?: string;
    invoicedAt: string | null;
    paidAt: string | null;
    completedAt: string | null;
    canceledAt: string | null;
    printsReadyAt: string | null;
  };
  customer: { id: number; firstName: string; lastName: string; email: string };
  rolls: LabFilmRoll[];
  shipments: LabShipment[];
  pickUps: LabPickUp[];
  /** Empty until invoiced. */
  lines: LabOrderLine[];
  credits: Array<{ kind: LabCreditKind; quantity: number }>;
  promo: {
    code?: string;
    coupon: { amount_off?: number | null; percent_off?: number | null; product_type?: string | null };
  } | null;
}

export interface LabOrderPage {
  orders: LabOrderWrapper[];
  count: number;
}

export interface LabCreditUsage {
  periodStart: string | null;
  used: Partial<Record<LabCreditKind, number>>;
}

export interface LabRollEventRoll {
  roll: LabFilmRoll;
  orderId: number;
  customerId: number;
  customerName: string;
  at: string;
}

export interface LabRollEventDay {
  date: string;
  rolls: LabRollEventRoll[];
}

export type LabRollEventEntry = LabFilmRoll['events'][number];
export type LabOrderCustomer = LabOrderWrapper['customer'];

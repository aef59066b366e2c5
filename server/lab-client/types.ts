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

/** An order as the lab answers it: the spec's order wrapper (§3). Only what the BFF computes from is typed. */
export interface LabOrderWrapper {
  order: {
    id: number;
    customerId: number;
    status: 'OPEN' | 'INVOICED' | 'PAID' | 'COMPLETE' | 'CANCELED';
    appliedDiscount: number | null;
    appliedCredit: number | null;
    createdAt?: string;
  };
  lines: Array<{
    id?: number;
    productId: number;
    amount: number;
    quantity: number;
    productType?: string | null;
  }>;
  promo: {
    coupon: { amount_off?: number | null; percent_off?: number | null; product_type?: string | null };
  } | null;
}

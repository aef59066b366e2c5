/** The vocabulary of the demo orders (orders-data.ts): locations, customers, and builders for rolls and shipments. */
export const WILLIAMSBURG = 'Nice Film Lab — Williamsburg';
export const GREENPOINT = 'Greenpoint drop-off at Franklin Street Cameras';
export const LOWER_EAST_SIDE = 'Lower East Side drop-off at Orchard Darkroom Supply';
export const MAIL_IN = 'Mail-in';

export type Process = 'C-41' | 'BW' | 'E-6' | 'ECN-2';
export type Format = '35mm' | '120' | 'disposable';

/** A roll's options (docs/lab-behaviour.md NewRoll); left out means the default. */
export interface SeedRollOptions {
  pushPull?: number;
  crossProcess?: boolean;
  addPrints?: boolean;
  addRush?: boolean;
  sleeving?: 'NONE' | 'UNCUT' | 'CUT';
  scanQuality?: 'STANDARD_2K' | 'STANDARD_4K' | 'STANDARD_4K_PRE_SCAN' | 'PRO';
  halfFrames?: boolean;
  negativesAction?: 'TOSS' | 'SHIP' | 'PICK_UP' | 'PICK_UP_SHIP';
  notes?: string;
}

export interface SeedRoll extends SeedRollOptions {
  process: Process;
  format: Format;
  brand: string;
  model: string;
  timeline: string;
}

/** How film travelled. `fromHome`/`toHome`: the customer's primary address. Seeded labels have no image: their film arrived. */
export interface SeedShipment {
  method: 'DROP_OFF' | 'EXTERNAL_FULFILLMENT' | 'PREPAID_LABEL';
  serviceLevel?: 'return_negatives' | 'usps_first' | 'fedex_ground' | 'fedex_2_day' | 'standard_overnight';
  toCustomer: boolean;
  carrier?: 'USPS' | 'FEDEX' | 'UPS';
  trackingNumber?: string;
}

export interface SeedOrder {
  customer: string;
  status: 'OPEN' | 'INVOICED' | 'PAID' | 'COMPLETE' | 'CANCELED';
  location: string;
  createdDaysAgo: number;
  rolls: SeedRoll[];
  notes?: string;
  internalNotes?: string;
  shipments?: SeedShipment[];
  /** When the order reached each status (days ago); the payment of a PAID order also writes an invoice row. */
  invoicedDaysAgo?: number;
  paidDaysAgo?: number;
  completedDaysAgo?: number;
  canceledDaysAgo?: number;
  printsReadyDaysAgo?: number;
  /** What staff counted when a pick-up differs from the rolls on the order (the order shows a count mismatch). */
  countedRolls?: number;
}

export const roll = (
  process: Process,
  format: Format,
  film: string,
  timeline: string,
  options: SeedRollOptions = {},
): SeedRoll => {
  const [brand, ...model] = film.split(' ');
  return { process, format, brand: brand!, model: model.join(' '), timeline, ...options };
};
export const times = (count: number, make: () => SeedRoll) => Array.from({ length: count }, make);

export const dropOff: SeedShipment = { method: 'DROP_OFF', toCustomer: false };
export const shippedByCustomer = (trackingNumber: string): SeedShipment => ({
  method: 'EXTERNAL_FULFILLMENT',
  toCustomer: false,
  carrier: 'USPS',
  trackingNumber,
});
export const prepaidLabel = (trackingNumber: string): SeedShipment => ({
  method: 'PREPAID_LABEL',
  serviceLevel: 'return_negatives',
  toCustomer: false,
  carrier: 'USPS',
  trackingNumber,
});
export const returnShipment = (
  serviceLevel: NonNullable<SeedShipment['serviceLevel']>,
  carrier?: SeedShipment['carrier'],
  trackingNumber?: string,
): SeedShipment => ({ method: 'PREPAID_LABEL', serviceLevel, toCustomer: true, carrier, trackingNumber });

export const CASEY = 'customer@lab.test';
export const JORDAN = 'jordan.kim@example.com';
export const PRIYA = 'priya.shah@example.com';
export const MATEO = 'mateo.alvarez@example.com';
export const HANNAH = 'hannah.okafor@example.com';
export const LEO = 'leo.bernstein@example.com';
export const SOFIA = 'sofia.rossi@example.com';
export const DANIEL = 'daniel.nguyen@example.com';
export const GRACE = 'grace.whitfield@example.com';

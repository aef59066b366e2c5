/**
 * The invoices of the demo orders that got that far, by order id, priced as the BFF prices (spec §9): dev + scan at
 * the plan's price by process, add-ons at the plan's add-on prices, membership credits paying for lines in order of
 * value while the period's credits last. The seed derives subtotal, tax (8.75% of subtotal − discount − credit,
 * half up) and total from these, and the order's credits from each line's creditsApplied.
 *
 *   order  customer (plan)       subtotal  discount  credit  tax   total
 *   1001   Casey (Nice)            1296        0        0    113   1409   COMPLETE
 *   1002   Hannah (Super Nice)      999        0        0     87   1086   COMPLETE
 *   1004   Casey (Nice)             796        0      500     26    322   PAID
 *   1005   Jordan (Very Nice)       597        0        0     52    649   COMPLETE
 *   1006   Hannah (Super Nice)     1998        0     1000     87   1085   PAID
 *   1007   Mateo (non-member)      3598        0        0    315   3913   INVOICED
 *   1008   Priya (Nice)            1396        0        0    122   1518   PAID
 *   1009   Daniel (Nice)            699        0        0     61    760   PAID
 *   1010   Grace (Very Nice)        396        0        0     35    431   PAID
 *   1011   Leo (non-member)        5696      570        0    449   5575   INVOICED (NICEFILM10)
 *
 * Casey's Nice period so far: 5 of 10 dev + scan credits, 1 of 3 4K, 1 of 3 rush.
 */

export type SeedProductType = 'SERVICE_ADD_ON' | 'FULFILLMENT_SERVICE_ADD_ON' | 'PRINT';

export interface SeedLine {
  key: string;
  description: string;
  productType: SeedProductType;
  unitAmount: number;
  quantity: number;
  creditsApplied: number;
}

export interface SeedInvoice {
  lines: SeedLine[];
  /** A promotion code the customer used; its coupon gives the discount. */
  promoCode?: string;
  /** Account credit drawn at invoice (the customer's balance then was at least this much credit). */
  appliedCredit?: number;
}

const line =
  (key: string, description: string, productType: SeedProductType = 'SERVICE_ADD_ON') =>
  (unitAmount: number, quantity = 1, creditsApplied = 0): SeedLine => ({
    key,
    description,
    productType,
    unitAmount,
    quantity,
    creditsApplied,
  });

const devScan = (process: string) => line('devscan', `Dev + Scan (${process})`);
const rush = line('rush', 'Rush');
const scans4K = line('4kscans', '4K scans');
const proScans = line('proscans', 'Pro scans');
const pushPull = line('pushpull', 'Push / pull');
const cutSleeving = line('sleeving', 'Cut sleeving');
const uncutSleeving = line('sleeving', 'Uncut sleeving');
const halfFrames = line('halfframes', 'Half frames');
const prints4x6 = line('prints', '4x6 prints', 'PRINT');
const returnShipping = line('returnshipping', 'Return negatives', 'FULFILLMENT_SERVICE_ADD_ON');

/** Which membership credit pays for a line, by its key. */
export const CREDIT_KIND_OF_LINE: Record<string, 'DEV_SCAN' | 'SCAN_4K' | 'RUSH' | 'PRO_SCAN'> = {
  devscan: 'DEV_SCAN',
  '4kscans': 'SCAN_4K',
  rush: 'RUSH',
  proscans: 'PRO_SCAN',
};

export const SEED_INVOICES: Record<number, SeedInvoice> = {
  1001: {
    lines: [
      devScan('C-41')(1499, 1, 1),
      devScan('BW')(1499, 1, 1),
      pushPull(199),
      cutSleeving(199, 2),
      returnShipping(699),
    ],
  },
  1002: {
    lines: [
      devScan('E-6')(1499, 1, 1),
      devScan('C-41')(999, 1, 1),
      scans4K(99, 1, 1),
      uncutSleeving(0, 2),
      prints4x6(999),
    ],
  },
  1004: {
    lines: [
      devScan('E-6')(1999, 1, 1),
      devScan('C-41')(1499, 1, 1),
      devScan('BW')(1499, 1, 1),
      scans4K(999, 1, 1),
      rush(999, 1, 1),
      pushPull(199),
      cutSleeving(199, 3),
    ],
    appliedCredit: 500,
  },
  1005: {
    lines: [
      devScan('C-41')(1199, 2, 2),
      devScan('BW')(1199, 1, 1),
      proScans(999, 1, 1),
      cutSleeving(199, 3),
      returnShipping(0),
    ],
  },
  1006: {
    lines: [
      devScan('ECN-2')(2499, 1, 1),
      devScan('E-6')(1499, 1, 1),
      devScan('C-41')(999, 4, 4),
      rush(0, 4),
      uncutSleeving(0, 6),
      prints4x6(999, 2),
      returnShipping(0),
    ],
    appliedCredit: 1000,
  },
  1007: { lines: [devScan('C-41')(1799, 2)] },
  1008: {
    lines: [devScan('C-41')(1499, 2, 2), devScan('BW')(1499, 1, 1), halfFrames(799), cutSleeving(199, 3)],
  },
  1009: {
    lines: [
      devScan('ECN-2')(2999, 1, 1),
      devScan('E-6')(1999, 1, 1),
      devScan('C-41')(1499, 2, 2),
      returnShipping(699),
    ],
  },
  1010: {
    lines: [devScan('C-41')(1199, 3, 3), devScan('BW')(1199, 1, 1), scans4K(299, 2, 2), uncutSleeving(99, 4)],
  },
  1011: {
    lines: [devScan('C-41')(1799, 2), devScan('BW')(1799), pushPull(299)],
    promoCode: 'NICEFILM10',
  },
};

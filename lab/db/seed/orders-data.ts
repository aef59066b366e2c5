/**
 * Demo orders in id order (the first is 1001). A roll's timeline is "received developed scanned synced delivered
 * shipped" in days ago, left to right, stopping at the last step done: '2 1 0' = received 2 days ago, developed
 * yesterday, scanned today, not synced yet; '' = not received (still in the mail). Each step is also a roll event;
 * rolls received on the same day of an order came in one pick-up. Invoices (lines, credits, totals) are in
 * order-invoices-data.ts.
 *
 * What the stats endpoint makes of these rows (tests assert it):
 *   outstanding 16 (C-41 8, BW 3, E-6 2, ECN-2 3), scanned in the 7 days before today 28 → 4 a day,
 *   estimatedDays 1 + 16 / 4 = 5; scanned today 5, developed today 5, synced today 4, synced yesterday 6;
 *   open orders: Williamsburg 3, Mail-in 3, Greenpoint 1, Lower East Side 1.
 *
 * Statuses: COMPLETE 1001 1002 1005; PAID 1004 1006 1008 1009 1010; INVOICED 1007 1011; CANCELED 1003; OPEN
 * 1012–1019 (1015's pick-up counted 3 rolls for 2; 1017 and 1019 are still in the mail). The demo member Casey has
 * 1001 COMPLETE, 1004 PAID, 1013 OPEN at the lab and 1017 OPEN in the mail; newcustomer@lab.test has no orders.
 */

import type { SeedOrder } from './order-seed-kit';
import { FINISHED_ORDERS } from './orders-finished-data';
import { OPEN_ORDERS } from './orders-open-data';

export {
  type Format,
  GREENPOINT,
  LOWER_EAST_SIDE,
  MAIL_IN,
  type Process,
  type SeedOrder,
  type SeedRoll,
  type SeedRollOptions,
  type SeedShipment,
  WILLIAMSBURG,
} from './order-seed-kit';

export const SEED_ORDERS: SeedOrder[] = [...FINISHED_ORDERS, ...OPEN_ORDERS];

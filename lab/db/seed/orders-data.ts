/**
 * Demo orders in id order (the first is 1001). A roll's timeline is "received developed scanned synced delivered"
 * in days ago, left to right, stopping at the last step done: '2 1 0' = received 2 days ago, developed yesterday,
 * scanned today, not synced yet; '' = not received (still in the mail).
 *
 * What the stats endpoint makes of these rows (tests assert it):
 *   outstanding 16 (C-41 8, BW 3, E-6 2, ECN-2 3), scanned in the 7 days before today 28 → 4 a day,
 *   estimatedDays 1 + 16 / 4 = 5; scanned today 5, developed today 5, synced today 4, synced yesterday 6;
 *   open orders: Williamsburg 3, Mail-in 3, Greenpoint 1, Lower East Side 1.
 */
export const WILLIAMSBURG = 'Nice Film Lab — Williamsburg';
export const GREENPOINT = 'Greenpoint drop-off at Franklin Street Cameras';
export const LOWER_EAST_SIDE = 'Lower East Side drop-off at Orchard Darkroom Supply';
export const MAIL_IN = 'Mail-in';

export type Process = 'C-41' | 'BW' | 'E-6' | 'ECN-2';
export type Format = '35mm' | '120' | 'disposable';

export interface SeedRoll {
  process: Process;
  format: Format;
  brand: string;
  model: string;
  timeline: string;
}

export interface SeedOrder {
  customer: string;
  status: 'OPEN' | 'INVOICED' | 'PAID' | 'COMPLETE' | 'CANCELED';
  location: string;
  createdDaysAgo: number;
  rolls: SeedRoll[];
}

const roll = (process: Process, format: Format, film: string, timeline: string): SeedRoll => {
  const [brand, ...model] = film.split(' ');
  return { process, format, brand: brand!, model: model.join(' '), timeline };
};
const times = (count: number, make: () => SeedRoll) => Array.from({ length: count }, make);

const CASEY = 'customer@lab.test';
const JORDAN = 'jordan.kim@example.com';
const PRIYA = 'priya.shah@example.com';
const MATEO = 'mateo.alvarez@example.com';
const HANNAH = 'hannah.okafor@example.com';
const LEO = 'leo.bernstein@example.com';
const SOFIA = 'sofia.rossi@example.com';
const DANIEL = 'daniel.nguyen@example.com';
const GRACE = 'grace.whitfield@example.com';

export const SEED_ORDERS: SeedOrder[] = [
  // Finished work, older than the 7-day throughput window.
  {
    customer: CASEY,
    status: 'COMPLETE',
    location: MAIL_IN,
    createdDaysAgo: 40,
    rolls: [
      roll('C-41', '35mm', 'Kodak Portra 400', '38 37 36 36 36'),
      roll('BW', '35mm', 'Ilford HP5 Plus', '38 37 36 36 36'),
    ],
  },
  {
    customer: HANNAH,
    status: 'COMPLETE',
    location: WILLIAMSBURG,
    createdDaysAgo: 30,
    rolls: [
      roll('E-6', '120', 'Fujifilm Velvia 50', '29 27 26 26 26'),
      roll('C-41', '120', 'Kodak Portra 160', '29 27 26 26 26'),
    ],
  },
  { customer: SOFIA, status: 'CANCELED', location: MAIL_IN, createdDaysAgo: 25, rolls: [] },
  // Finished work scanned within the window: 28 rolls.
  {
    customer: CASEY,
    status: 'PAID',
    location: WILLIAMSBURG,
    createdDaysAgo: 12,
    rolls: [
      roll('E-6', '120', 'Fujifilm Provia 100F', '11 9 7 7 7'),
      roll('C-41', '35mm', 'Kodak Ektar 100', '11 9 7 7 7'),
      roll('BW', '35mm', 'Kodak Tri-X 400', '11 9 7 7 7'),
    ],
  },
  {
    customer: JORDAN,
    status: 'COMPLETE',
    location: MAIL_IN,
    createdDaysAgo: 10,
    rolls: [
      ...times(2, () => roll('C-41', '35mm', 'Kodak Portra 800', '8 6 6 5 5')),
      roll('BW', '35mm', 'Kodak Tri-X 400', '8 6 5 5 5'),
    ],
  },
  {
    customer: HANNAH,
    status: 'PAID',
    location: WILLIAMSBURG,
    createdDaysAgo: 9,
    rolls: [
      ...times(4, () => roll('C-41', '120', 'Kodak Portra 400', '8 7 6 6 6')),
      roll('E-6', '120', 'Fujifilm Provia 100F', '8 6 5 4 4'),
      roll('ECN-2', '35mm', 'Kodak Vision3 500T', '8 6 5 4 4'),
    ],
  },
  {
    customer: MATEO,
    status: 'INVOICED',
    location: MAIL_IN,
    createdDaysAgo: 8,
    rolls: [
      roll('C-41', 'disposable', 'Kodak FunSaver', '6 5 4 4 4'),
      roll('C-41', 'disposable', 'Fujifilm QuickSnap Flash 400', '6 5 4 4 4'),
    ],
  },
  {
    customer: PRIYA,
    status: 'PAID',
    location: GREENPOINT,
    createdDaysAgo: 7,
    rolls: [
      roll('C-41', '35mm', 'Kodak Gold 200', '6 4 3 3 3'),
      roll('C-41', '35mm', 'Kodak UltraMax 400', '6 4 3 3 3'),
      roll('BW', '35mm', 'Ilford Delta 3200', '6 4 3 2 2'),
    ],
  },
  {
    customer: DANIEL,
    status: 'PAID',
    location: MAIL_IN,
    createdDaysAgo: 6,
    rolls: [
      ...times(2, () => roll('C-41', '35mm', 'Kodak Portra 400', '5 3 2 2 2')),
      roll('ECN-2', '35mm', 'Kodak Vision3 250D', '5 3 2 2 2'),
      roll('E-6', '35mm', 'Kodak Ektachrome E100', '5 3 2 1 1'),
    ],
  },
  {
    customer: GRACE,
    status: 'PAID',
    location: WILLIAMSBURG,
    createdDaysAgo: 5,
    rolls: [
      ...times(2, () => roll('C-41', '120', 'Kodak Portra 160', '4 2 1 1 1')),
      roll('BW', '120', 'Ilford FP4 Plus', '4 2 1 1 1'),
      roll('C-41', '35mm', 'Fujifilm Superia X-TRA 400', '4 2 1 1 1'),
    ],
  },
  {
    customer: LEO,
    status: 'INVOICED',
    location: MAIL_IN,
    createdDaysAgo: 4,
    rolls: [
      roll('C-41', '35mm', 'Kodak Gold 200', '3 2 1 1 1'),
      roll('BW', '35mm', 'Kodak T-Max 100', '3 2 1 0 0'),
      roll('C-41', '35mm', 'Lomography Color Negative 800', '3 1 1 0 0'),
    ],
  },
  // Work in the lab now: every order below is OPEN.
  {
    customer: HANNAH,
    status: 'OPEN',
    location: WILLIAMSBURG,
    createdDaysAgo: 3,
    rolls: [
      ...times(2, () => roll('C-41', '120', 'Kodak Portra 400', '2 1 0 0 0')),
      roll('C-41', '120', 'Kodak Portra 800', '2 1 0'),
      roll('E-6', '120', 'Fujifilm Velvia 50', '2 0'),
      roll('ECN-2', '35mm', 'Kodak Vision3 50D', '2'),
    ],
  },
  {
    customer: CASEY,
    status: 'OPEN',
    location: WILLIAMSBURG,
    createdDaysAgo: 3,
    rolls: [
      roll('C-41', '35mm', 'Kodak Portra 400', '2 1 0'),
      roll('ECN-2', '35mm', 'Kodak Vision3 250D', '2 0'),
      roll('BW', '120', 'Ilford HP5 Plus', '2 0 0'),
    ],
  },
  {
    customer: JORDAN,
    status: 'OPEN',
    location: MAIL_IN,
    createdDaysAgo: 2,
    rolls: [
      roll('C-41', '35mm', 'Kodak Portra 400', '1 0'),
      roll('C-41', '35mm', 'Kodak Ektar 100', '1 0'),
      roll('BW', '35mm', 'Kodak Tri-X 400', '1'),
      roll('E-6', '35mm', 'Fujifilm Provia 100F', '1'),
    ],
  },
  {
    customer: DANIEL,
    status: 'OPEN',
    location: GREENPOINT,
    createdDaysAgo: 2,
    rolls: [roll('C-41', '35mm', 'Kodak Gold 200', '1'), roll('C-41', 'disposable', 'Kodak FunSaver', '1')],
  },
  {
    customer: GRACE,
    status: 'OPEN',
    location: MAIL_IN,
    createdDaysAgo: 1,
    rolls: [roll('C-41', '120', 'Kodak Portra 160', '0'), roll('BW', '120', 'Ilford HP5 Plus', '0')],
  },
  // Shipped by the customer, not here yet.
  {
    customer: CASEY,
    status: 'OPEN',
    location: MAIL_IN,
    createdDaysAgo: 1,
    rolls: [roll('C-41', '120', 'Kodak Ektar 100', ''), roll('E-6', '35mm', 'Fujifilm Provia 100F', '')],
  },
  {
    customer: PRIYA,
    status: 'OPEN',
    location: WILLIAMSBURG,
    createdDaysAgo: 0,
    rolls: [roll('C-41', '35mm', 'Kodak Portra 400', '0'), roll('ECN-2', '35mm', 'Kodak Vision3 500T', '0')],
  },
  {
    customer: MATEO,
    status: 'OPEN',
    location: LOWER_EAST_SIDE,
    createdDaysAgo: 0,
    rolls: [roll('C-41', '35mm', 'Kodak UltraMax 400', '')],
  },
];

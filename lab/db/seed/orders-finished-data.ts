import {
  CASEY,
  DANIEL,
  dropOff,
  GRACE,
  GREENPOINT,
  HANNAH,
  JORDAN,
  LEO,
  MAIL_IN,
  MATEO,
  PRIYA,
  prepaidLabel,
  returnShipment,
  roll,
  type SeedOrder,
  SOFIA,
  shippedByCustomer,
  times,
  WILLIAMSBURG,
} from './order-seed-kit';

/** Orders 1001–1011: invoiced, paid, finished or canceled (see orders-data.ts for what the stats make of them). */
export const FINISHED_ORDERS: SeedOrder[] = [
  // Finished work, older than the 7-day throughput window.
  {
    // 1001
    customer: CASEY,
    status: 'COMPLETE',
    location: MAIL_IN,
    createdDaysAgo: 40,
    rolls: [
      roll('C-41', '35mm', 'Kodak Portra 400', '38 37 36 36 36 35', {
        sleeving: 'CUT',
        negativesAction: 'SHIP',
      }),
      roll('BW', '35mm', 'Ilford HP5 Plus', '38 37 36 36 36 35', {
        pushPull: 1,
        sleeving: 'CUT',
        negativesAction: 'SHIP',
        notes: 'Shot at 800, please push one stop.',
      }),
    ],
    shipments: [
      shippedByCustomer('9400111899223856102847'),
      returnShipment('return_negatives', 'USPS', '9400111899223856139921'),
    ],
    invoicedDaysAgo: 36,
    paidDaysAgo: 36,
    completedDaysAgo: 35,
  },
  {
    // 1002
    customer: HANNAH,
    status: 'COMPLETE',
    location: WILLIAMSBURG,
    createdDaysAgo: 30,
    rolls: [
      roll('E-6', '120', 'Fujifilm Velvia 50', '29 27 26 26 26', {
        scanQuality: 'STANDARD_4K',
        sleeving: 'UNCUT',
        negativesAction: 'PICK_UP',
      }),
      roll('C-41', '120', 'Kodak Portra 160', '29 27 26 26 26', {
        addPrints: true,
        sleeving: 'UNCUT',
        negativesAction: 'PICK_UP',
      }),
    ],
    shipments: [dropOff],
    invoicedDaysAgo: 26,
    paidDaysAgo: 26,
    printsReadyDaysAgo: 26,
    completedDaysAgo: 25,
  },
  // 1003: canceled before any film was sent.
  {
    customer: SOFIA,
    status: 'CANCELED',
    location: MAIL_IN,
    createdDaysAgo: 25,
    rolls: [],
    notes: 'Sorry, found a lab closer to home for now.',
    canceledDaysAgo: 24,
  },
  // Finished work scanned within the window: 28 rolls.
  {
    // 1004
    customer: CASEY,
    status: 'PAID',
    location: WILLIAMSBURG,
    createdDaysAgo: 12,
    rolls: [
      roll('E-6', '120', 'Fujifilm Provia 100F', '11 9 7 7 7', {
        sleeving: 'CUT',
        negativesAction: 'PICK_UP',
      }),
      roll('C-41', '35mm', 'Kodak Ektar 100', '11 9 7 7 7', {
        scanQuality: 'STANDARD_4K',
        addRush: true,
        sleeving: 'CUT',
        negativesAction: 'PICK_UP',
      }),
      roll('BW', '35mm', 'Kodak Tri-X 400', '11 9 7 7 7', {
        pushPull: 2,
        sleeving: 'CUT',
        negativesAction: 'PICK_UP',
      }),
    ],
    shipments: [dropOff],
    invoicedDaysAgo: 7,
    paidDaysAgo: 6,
  },
  {
    // 1005
    customer: JORDAN,
    status: 'COMPLETE',
    location: MAIL_IN,
    createdDaysAgo: 10,
    rolls: [
      roll('C-41', '35mm', 'Kodak Portra 800', '8 6 6 5 5 4', {
        scanQuality: 'PRO',
        sleeving: 'CUT',
        negativesAction: 'SHIP',
      }),
      roll('C-41', '35mm', 'Kodak Portra 800', '8 6 6 5 5 4', { sleeving: 'CUT', negativesAction: 'SHIP' }),
      roll('BW', '35mm', 'Kodak Tri-X 400', '8 6 5 5 5 4', { sleeving: 'CUT', negativesAction: 'SHIP' }),
    ],
    shipments: [
      prepaidLabel('9400111899561838451126'),
      returnShipment('usps_first', 'USPS', '9400111899561838473308'),
    ],
    invoicedDaysAgo: 5,
    paidDaysAgo: 5,
    completedDaysAgo: 4,
  },
  {
    // 1006
    customer: HANNAH,
    status: 'PAID',
    location: WILLIAMSBURG,
    createdDaysAgo: 9,
    rolls: [
      ...times(4, () =>
        roll('C-41', '120', 'Kodak Portra 400', '8 7 6 6 6', {
          addRush: true,
          sleeving: 'UNCUT',
          negativesAction: 'SHIP',
        }),
      ),
      roll('E-6', '120', 'Fujifilm Provia 100F', '8 6 5 4 4', {
        addPrints: true,
        sleeving: 'UNCUT',
        negativesAction: 'SHIP',
      }),
      roll('ECN-2', '35mm', 'Kodak Vision3 500T', '8 6 5 4 4', {
        addPrints: true,
        sleeving: 'UNCUT',
        negativesAction: 'SHIP',
      }),
    ],
    shipments: [dropOff, returnShipment('return_negatives')],
    invoicedDaysAgo: 4,
    paidDaysAgo: 3,
    printsReadyDaysAgo: 3,
  },
  {
    // 1007
    customer: MATEO,
    status: 'INVOICED',
    location: MAIL_IN,
    createdDaysAgo: 8,
    rolls: [
      roll('C-41', 'disposable', 'Kodak FunSaver', '6 5 4 4 4'),
      roll('C-41', 'disposable', 'Fujifilm QuickSnap Flash 400', '6 5 4 4 4'),
    ],
    shipments: [shippedByCustomer('9400111899223811048865')],
    invoicedDaysAgo: 4,
  },
  {
    // 1008
    customer: PRIYA,
    status: 'PAID',
    location: GREENPOINT,
    createdDaysAgo: 7,
    rolls: [
      roll('C-41', '35mm', 'Kodak Gold 200', '6 4 3 3 3', { sleeving: 'CUT' }),
      roll('C-41', '35mm', 'Kodak UltraMax 400', '6 4 3 3 3', { halfFrames: true, sleeving: 'CUT' }),
      roll('BW', '35mm', 'Ilford Delta 3200', '6 4 3 2 2', { sleeving: 'CUT' }),
    ],
    shipments: [dropOff],
    invoicedDaysAgo: 2,
    paidDaysAgo: 2,
  },
  {
    // 1009
    customer: DANIEL,
    status: 'PAID',
    location: MAIL_IN,
    createdDaysAgo: 6,
    rolls: [
      ...times(2, () => roll('C-41', '35mm', 'Kodak Portra 400', '5 3 2 2 2', { negativesAction: 'SHIP' })),
      roll('ECN-2', '35mm', 'Kodak Vision3 250D', '5 3 2 2 2', { negativesAction: 'SHIP' }),
      roll('E-6', '35mm', 'Kodak Ektachrome E100', '5 3 2 1 1', {
        crossProcess: true,
        negativesAction: 'SHIP',
        notes: 'Cross-process this one in C-41 please!',
      }),
    ],
    shipments: [shippedByCustomer('9400111899223899011172'), returnShipment('fedex_ground')],
    invoicedDaysAgo: 1,
    paidDaysAgo: 1,
  },
  {
    // 1010
    customer: GRACE,
    status: 'PAID',
    location: WILLIAMSBURG,
    createdDaysAgo: 5,
    rolls: [
      ...times(2, () =>
        roll('C-41', '120', 'Kodak Portra 160', '4 2 1 1 1', {
          scanQuality: 'STANDARD_4K',
          sleeving: 'UNCUT',
        }),
      ),
      roll('BW', '120', 'Ilford FP4 Plus', '4 2 1 1 1', { sleeving: 'UNCUT' }),
      roll('C-41', '35mm', 'Fujifilm Superia X-TRA 400', '4 2 1 1 1', { sleeving: 'UNCUT' }),
    ],
    shipments: [dropOff],
    invoicedDaysAgo: 1,
    paidDaysAgo: 0,
  },
  {
    // 1011
    customer: LEO,
    status: 'INVOICED',
    location: MAIL_IN,
    createdDaysAgo: 4,
    rolls: [
      roll('C-41', '35mm', 'Kodak Gold 200', '3 2 1 1 1'),
      roll('BW', '35mm', 'Kodak T-Max 100', '3 2 1 0 0'),
      roll('C-41', '35mm', 'Lomography Color Negative 800', '3 1 1 0 0', { pushPull: 1 }),
    ],
    shipments: [shippedByCustomer('9400111899223877300154')],
    invoicedDaysAgo: 0,
  },
];

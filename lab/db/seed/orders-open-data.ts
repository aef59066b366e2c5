import {
  CASEY,
  DANIEL,
  dropOff,
  GRACE,
  GREENPOINT,
  HANNAH,
  JORDAN,
  LOWER_EAST_SIDE,
  MAIL_IN,
  MATEO,
  PRIYA,
  prepaidLabel,
  returnShipment,
  roll,
  type SeedOrder,
  shippedByCustomer,
  times,
  WILLIAMSBURG,
} from './order-seed-kit';

/** Orders 1012–1019: OPEN, at the lab or on their way to it. */
export const OPEN_ORDERS: SeedOrder[] = [
  // Work in the lab now: every order below is OPEN.
  {
    // 1012
    customer: HANNAH,
    status: 'OPEN',
    location: WILLIAMSBURG,
    createdDaysAgo: 3,
    rolls: [
      ...times(2, () =>
        roll('C-41', '120', 'Kodak Portra 400', '2 1 0 0 0', {
          addRush: true,
          sleeving: 'UNCUT',
          negativesAction: 'SHIP',
        }),
      ),
      roll('C-41', '120', 'Kodak Portra 800', '2 1 0', {
        addRush: true,
        sleeving: 'UNCUT',
        negativesAction: 'SHIP',
      }),
      roll('E-6', '120', 'Fujifilm Velvia 50', '2 0', {
        addRush: true,
        scanQuality: 'STANDARD_4K',
        sleeving: 'UNCUT',
        negativesAction: 'SHIP',
      }),
      roll('ECN-2', '35mm', 'Kodak Vision3 50D', '2', {
        addRush: true,
        sleeving: 'UNCUT',
        negativesAction: 'SHIP',
      }),
    ],
    shipments: [dropOff, returnShipment('return_negatives')],
  },
  {
    // 1013: Casey's order at the lab.
    customer: CASEY,
    status: 'OPEN',
    location: WILLIAMSBURG,
    createdDaysAgo: 3,
    notes: 'Please push the Portra one stop, it was a dark afternoon.',
    internalNotes: 'Regular. Likes warm scans; check the Vision3 for remjet residue.',
    rolls: [
      roll('C-41', '35mm', 'Kodak Portra 400', '2 1 0', {
        pushPull: 1,
        sleeving: 'CUT',
        negativesAction: 'PICK_UP',
      }),
      roll('ECN-2', '35mm', 'Kodak Vision3 250D', '2 0', { sleeving: 'CUT', negativesAction: 'PICK_UP' }),
      roll('BW', '120', 'Ilford HP5 Plus', '2 0 0', {
        addRush: true,
        sleeving: 'CUT',
        negativesAction: 'PICK_UP',
      }),
    ],
    shipments: [dropOff],
  },
  {
    // 1014
    customer: JORDAN,
    status: 'OPEN',
    location: MAIL_IN,
    createdDaysAgo: 2,
    rolls: [
      roll('C-41', '35mm', 'Kodak Portra 400', '1 0', {
        scanQuality: 'STANDARD_4K_PRE_SCAN',
        negativesAction: 'SHIP',
      }),
      roll('C-41', '35mm', 'Kodak Ektar 100', '1 0', { negativesAction: 'SHIP' }),
      roll('BW', '35mm', 'Kodak Tri-X 400', '1', { pushPull: -1, negativesAction: 'SHIP' }),
      roll('E-6', '35mm', 'Fujifilm Provia 100F', '1', { scanQuality: 'PRO', negativesAction: 'SHIP' }),
    ],
    shipments: [prepaidLabel('9400111899561838490013'), returnShipment('usps_first')],
  },
  {
    // 1015: staff counted three rolls; the order lists two.
    customer: DANIEL,
    status: 'OPEN',
    location: GREENPOINT,
    createdDaysAgo: 2,
    rolls: [roll('C-41', '35mm', 'Kodak Gold 200', '1'), roll('C-41', 'disposable', 'Kodak FunSaver', '1')],
    shipments: [dropOff],
    countedRolls: 3,
  },
  {
    // 1016
    customer: GRACE,
    status: 'OPEN',
    location: MAIL_IN,
    createdDaysAgo: 1,
    rolls: [
      roll('C-41', '120', 'Kodak Portra 160', '0', { halfFrames: false, sleeving: 'UNCUT' }),
      roll('BW', '120', 'Ilford HP5 Plus', '0', { pushPull: 2, sleeving: 'UNCUT' }),
    ],
    shipments: [shippedByCustomer('9400111899223866510730')],
  },
  // Shipped by the customer, not here yet.
  {
    // 1017: Casey's order in the mail; she may still change it.
    customer: CASEY,
    status: 'OPEN',
    location: MAIL_IN,
    createdDaysAgo: 1,
    rolls: [
      roll('C-41', '120', 'Kodak Ektar 100', '', { sleeving: 'CUT', negativesAction: 'PICK_UP' }),
      roll('E-6', '35mm', 'Fujifilm Provia 100F', '', { sleeving: 'CUT', negativesAction: 'PICK_UP' }),
    ],
    shipments: [shippedByCustomer('9400111899223812345678')],
  },
  {
    // 1018
    customer: PRIYA,
    status: 'OPEN',
    location: WILLIAMSBURG,
    createdDaysAgo: 0,
    rolls: [
      roll('C-41', '35mm', 'Kodak Portra 400', '0'),
      roll('ECN-2', '35mm', 'Kodak Vision3 500T', '0', { scanQuality: 'STANDARD_4K' }),
    ],
    shipments: [dropOff],
  },
  {
    // 1019
    customer: MATEO,
    status: 'OPEN',
    location: LOWER_EAST_SIDE,
    createdDaysAgo: 0,
    rolls: [roll('C-41', '35mm', 'Kodak UltraMax 400', '')],
    shipments: [dropOff],
  },
];

/** Demo accounts; every one logs in with DEMO_PASSWORD. Ids follow the order of this list, starting at 1. */
export const DEMO_PASSWORD = 'filmlab-demo';

/** Plans the demo members hold; their prices come from the catalogue rows of migration 005. */
export type Plan = 'NICE_2025' | 'VERY_NICE_2025' | 'SUPER_NICE_2025';

export interface SeedSubscription {
  plan: Plan;
  status: 'active' | 'canceled';
  cancelAtPeriodEnd: boolean;
  /** Whole days from the seed moment to current_period_end; negative for a lapsed membership. */
  periodEndsInDays: number;
}

export interface SeedAddress {
  address1: string;
  address2?: string;
  city: string;
  state: string;
  zip: string;
  primary: boolean;
}

export interface SeedUser {
  email: string;
  role: 'ADMIN' | 'CUSTOMER' | 'VENDOR' | 'MESSENGER';
  firstName: string;
  lastName: string;
  phone: string | null;
  referralCode: string;
  active: boolean;
  firstOrderCreated: boolean;
  joinedDaysAgo: number;
  /** Cents; negative is credit. */
  balance?: number;
  subscription?: SeedSubscription;
  addresses?: SeedAddress[];
  preferences?: Record<string, string>;
  /** An admin who must pass the mailed two-factor code before admin actions (issue 14). */
  manager?: boolean;
}

const member = (plan: Plan, periodEndsInDays: number, cancelAtPeriodEnd = false): SeedSubscription => ({
  plan,
  status: 'active',
  cancelAtPeriodEnd,
  periodEndsInDays,
});

const customer = (fields: Omit<SeedUser, 'role' | 'active' | 'firstOrderCreated'> & Partial<SeedUser>) =>
  ({ role: 'CUSTOMER', active: false, firstOrderCreated: true, ...fields }) as SeedUser;

export const SEED_USERS: SeedUser[] = [
  // 1
  {
    email: 'admin@lab.test',
    role: 'ADMIN',
    firstName: 'Avery',
    lastName: 'Lin',
    phone: '+1 718 555 0100',
    referralCode: 'AVERY-3HPM',
    active: false,
    firstOrderCreated: true,
    joinedDaysAgo: 700,
  },
  // 2: the member the demo is built around.
  customer({
    email: 'customer@lab.test',
    firstName: 'Casey',
    lastName: 'Moreno',
    phone: '+1 718 555 0142',
    referralCode: 'CASEY-7Q2K',
    active: true,
    joinedDaysAgo: 120,
    balance: -1500,
    subscription: member('NICE_2025', 243),
    addresses: [
      {
        address1: '210 Kent Ave',
        address2: 'Apt 4',
        city: 'Brooklyn',
        state: 'NY',
        zip: '11249',
        primary: true,
      },
      {
        address1: '88 Orchard St',
        address2: 'Fl 3',
        city: 'New York',
        state: 'NY',
        zip: '10002',
        primary: false,
      },
    ],
    preferences: {
      defaultSleeving: 'CUT',
      defaultRush: 'No',
      defaultNegativesAction: 'PICK_UP',
      defaultScanNotes: 'Warm, true-to-film colour please. Keep the grain.',
    },
  }),
  // 3: signed up, no order yet, not a member.
  customer({
    email: 'newcustomer@lab.test',
    firstName: 'Noah',
    lastName: 'Patel',
    phone: '+1 347 555 0177',
    referralCode: 'NOAH-8WXC',
    firstOrderCreated: false,
    joinedDaysAgo: 2,
  }),
  // 4
  {
    email: 'vendor@lab.test',
    role: 'VENDOR',
    firstName: 'Valeria',
    lastName: 'Ortiz',
    phone: '+1 212 555 0130',
    referralCode: 'VALERIA-5TRD',
    active: false,
    firstOrderCreated: false,
    joinedDaysAgo: 400,
  },
  // 5
  {
    email: 'messenger@lab.test',
    role: 'MESSENGER',
    firstName: 'Marcus',
    lastName: 'Reed',
    phone: '+1 917 555 0188',
    referralCode: 'MARCUS-9KQE',
    active: false,
    firstOrderCreated: false,
    joinedDaysAgo: 300,
  },
  // 6–13: regulars, so the admin stats have something to count.
  customer({
    email: 'jordan.kim@example.com',
    firstName: 'Jordan',
    lastName: 'Kim',
    phone: '+1 718 555 0163',
    referralCode: 'JORDAN-4FZA',
    active: true,
    joinedDaysAgo: 210,
    subscription: member('VERY_NICE_2025', 155),
    addresses: [{ address1: '455 Graham Ave', city: 'Brooklyn', state: 'NY', zip: '11222', primary: true }],
  }),
  customer({
    email: 'priya.shah@example.com',
    firstName: 'Priya',
    lastName: 'Shah',
    phone: '+1 646 555 0119',
    referralCode: 'PRIYA-6MNB',
    active: true,
    joinedDaysAgo: 330,
    subscription: member('NICE_2025', 35, true),
    addresses: [
      {
        address1: '301 E 12th St',
        address2: 'Apt 5B',
        city: 'New York',
        state: 'NY',
        zip: '10003',
        primary: true,
      },
    ],
  }),
  customer({
    email: 'mateo.alvarez@example.com',
    firstName: 'Mateo',
    lastName: 'Alvarez',
    phone: '+1 929 555 0124',
    referralCode: 'MATEO-2RJT',
    joinedDaysAgo: 45,
  }),
  customer({
    email: 'hannah.okafor@example.com',
    firstName: 'Hannah',
    lastName: 'Okafor',
    phone: '+1 718 555 0191',
    referralCode: 'HANNAH-7VXL',
    active: true,
    joinedDaysAgo: 500,
    balance: -4200,
    subscription: member('SUPER_NICE_2025', 300),
    addresses: [
      {
        address1: '97 Wythe Ave',
        address2: 'Studio 2',
        city: 'Brooklyn',
        state: 'NY',
        zip: '11249',
        primary: true,
      },
    ],
    preferences: { defaultSleeving: 'UNCUT', defaultRush: 'Yes', defaultNegativesAction: 'SHIP' },
  }),
  customer({
    email: 'leo.bernstein@example.com',
    firstName: 'Leo',
    lastName: 'Bernstein',
    phone: '+1 347 555 0150',
    referralCode: 'LEO-3DGW',
    joinedDaysAgo: 20,
  }),
  customer({
    email: 'sofia.rossi@example.com',
    firstName: 'Sofia',
    lastName: 'Rossi',
    phone: '+1 646 555 0102',
    referralCode: 'SOFIA-8PEH',
    joinedDaysAgo: 420,
    subscription: { plan: 'NICE_2025', status: 'canceled', cancelAtPeriodEnd: true, periodEndsInDays: -30 },
  }),
  customer({
    email: 'daniel.nguyen@example.com',
    firstName: 'Daniel',
    lastName: 'Nguyen',
    phone: '+1 718 555 0136',
    referralCode: 'DANIEL-5YKU',
    active: true,
    joinedDaysAgo: 150,
    subscription: member('NICE_2025', 215),
    addresses: [{ address1: '1 Bedford Ave', city: 'Brooklyn', state: 'NY', zip: '11211', primary: true }],
  }),
  customer({
    email: 'grace.whitfield@example.com',
    firstName: 'Grace',
    lastName: 'Whitfield',
    phone: '+1 212 555 0171',
    referralCode: 'GRACE-4TQN',
    active: true,
    joinedDaysAgo: 260,
    subscription: member('VERY_NICE_2025', 105),
  }),
  // 14: the lab manager, an admin who confirms each sign-in with a mailed code. Avery (1) stays a plain admin.
  {
    email: 'manager@lab.test',
    role: 'ADMIN',
    firstName: 'Morgan',
    lastName: 'Hale',
    phone: '+1 718 555 0109',
    referralCode: 'MORGAN-6JWB',
    active: false,
    firstOrderCreated: false,
    joinedDaysAgo: 650,
    manager: true,
  },
];

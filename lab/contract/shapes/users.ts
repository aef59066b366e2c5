import { z } from 'zod';
import { cents, dateTime, id, named } from '../define';

// The user and what hangs off it (spec §3 "User", "Address"; docs/lab-behaviour.md "Objects").

export const Role = named('Role', z.enum(['ADMIN', 'CUSTOMER', 'MESSENGER', 'VENDOR']));

/** The demo customer's primary address: the example wherever an address appears. */
export const ADDRESS_EXAMPLE = {
  id: 7,
  userId: 2,
  placeId: null,
  address1: '210 Kent Ave',
  address2: 'Apt 4',
  city: 'Brooklyn',
  state: 'NY',
  zip: '11249',
  country: 'US',
  primary: true,
};

export const Address = named(
  'Address',
  z.object({
    id,
    userId: id,
    placeId: z.string().nullable(),
    address1: z.string(),
    address2: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    country: z.string(),
    primary: z.boolean(),
  }),
  { example: ADDRESS_EXAMPLE },
);

export const Preference = named('Preference', z.object({ key: z.string(), value: z.string() }));

const unixSeconds = z.number().int();

export const Subscription = named(
  'Subscription',
  z.object({
    id: z.string(),
    status: z.string(),
    cancel_at_period_end: z.boolean(),
    created: unixSeconds,
    current_period_start: unixSeconds,
    current_period_end: unixSeconds,
    discount: z
      .object({
        coupon: z.object({
          id: z.string(),
          name: z.string(),
          amount_off: cents.nullable(),
          percent_off: z.number().nullable(),
          duration: z.string(),
        }),
        promotion_code: z.object({ id: z.string(), code: z.string() }),
      })
      .nullable(),
    items: z.object({
      data: z.array(
        z.object({
          price: z.object({
            id: z.string(),
            lookup_key: z.string().describe("The plan's id (spec §9): NICE_2025, VERY_NICE_2025, …"),
            unit_amount: cents,
            recurring: z.object({ interval: z.enum(['year', 'month']) }),
          }),
        }),
      ),
    }),
  }),
  {
    description:
      "The card processor's subscription object; times are unix seconds. The plan is the price's lookup_key.",
  },
);

export const PaymentCustomer = named(
  'PaymentCustomer',
  z.object({
    id: z.string(),
    balance: cents.describe('Cents; negative means account credit.'),
    defaultPaymentMethod: z.object({ brand: z.string(), last4: z.string() }).nullable(),
    subscriptions: z.object({
      data: z.array(Subscription).describe('Newest first; data[0] is the plan in force.'),
    }),
  }),
  {
    description:
      "The payment-customer record (spec §3): balance in cents and the card processor's subscriptions.",
  },
);

export const User = named(
  'User',
  z.object({
    id,
    email: z.string(),
    role: Role,
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    referralCode: z.string().nullable(),
    active: z.boolean().describe('The membership flag: false for a lapsed member.'),
    firstOrderCreated: z.boolean(),
    addresses: z.array(Address),
    preferences: z.array(Preference).describe('Sorted by key.'),
    credits: z
      .array(z.object({ productId: id }))
      .describe(
        "Membership credits left in the current period, one entry per credit, naming the product it stands for (the inactive products named devscan, 4kscans, rush and proscans: GET /products/name/{name}). The plan in force's allowance less what invoices spent since the period began (canceled orders give theirs back). Empty for non-members and lapsed members. A kind the plan grants without limit (Super Nice's rush) has no entries: read the plan.",
      ),
    openOrders: z.array(z.object({ id, status: z.string() })),
    paymentCustomer: PaymentCustomer.nullable(),
    createdAt: dateTime,
  }),
  {
    description: 'A user (spec §3). Password hashes and tokens never appear.',
    example: {
      id: 2,
      email: 'customer@lab.test',
      role: 'CUSTOMER',
      firstName: 'Casey',
      lastName: 'Moreno',
      phone: '+1 718 555 0142',
      profileImageUrl: null,
      referralCode: 'CASEY-7Q2K',
      active: true,
      firstOrderCreated: true,
      addresses: [],
      preferences: [{ key: 'defaultSleeving', value: 'CUT' }],
      credits: [],
      openOrders: [{ id: 1001, status: 'OPEN' }],
      paymentCustomer: {
        id: 'cus_demo',
        balance: -1500,
        defaultPaymentMethod: { brand: 'visa', last4: '4242' },
        subscriptions: { data: [] },
      },
      createdAt: '2026-01-05T15:04:05.000Z',
    },
  },
);

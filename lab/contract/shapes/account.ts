import { z } from 'zod';
import { cents, count, dateTime, id, link, named } from '../define';
import { User } from './users';

// The answers of the account area (users, settings, referrals, avatars) and of the public pages (stats, locations,
// blog, zip codes, waitlist, newsletter, community gallery, places). docs/lab-behaviour.md describes them in prose.

/** GET /users: a page of users. */
export const UserPage = named(
  'UserPage',
  z.object({
    users: z.array(User).describe('Ordered by id.'),
    count: count.describe('All matches, not only this page.'),
  }),
);

/** A saved card of GET /users/{id}/payment-methods. */
export const Card = named(
  'Card',
  z.object({
    id: z.string().describe("The card processor's payment-method id, `pm_…`."),
    brand: z.string(),
    last4: z.string(),
    isDefault: z.boolean().describe('The card invoices and purchases are charged to.'),
    createdAt: dateTime,
  }),
  {
    description: 'A saved card (never a removed one).',
    example: {
      id: 'pm_1a2b3c',
      brand: 'visa',
      last4: '4242',
      isDefault: true,
      createdAt: '2026-01-05T15:04:05.000Z',
    },
  },
);

export const PasswordChanged = named('PasswordChanged', z.object({ changed: z.literal(true) }));

/** GET /users/{id}/profile-pic: where to PUT the picture. */
export const ProfilePicWriteLink = named(
  'ProfilePicWriteLink',
  z.object({
    method: z.literal('PUT'),
    url: link.describe("Relative to the lab's base: `/files/profile-pics/{id}/{token}.jpg?expires=…&sig=…`."),
    expiresAt: dateTime,
  }),
  {
    description: 'A signed write link for a new profile picture (valid 15 minutes).',
    example: {
      method: 'PUT',
      url: '/files/profile-pics/2/5f0c1d2e3a4b5c6d7e8f9a0b.jpg?expires=1767626345&sig=Q2x1…',
      expiresAt: '2026-01-05T15:19:05.000Z',
    },
  },
);

export const ReferralInvitation = named(
  'ReferralInvitation',
  z.object({ email: z.string(), sentAt: dateTime }),
);

export const ReferredFriend = named(
  'ReferredFriend',
  z.object({
    name: z.string().describe('First name and last initial ("Sam K."), never the e-mail.'),
    signedUpAt: dateTime,
    ordered: z.boolean().describe('Has placed a development order (or earned the referrer a reward).'),
    creditEarned: cents.describe("The referrer's reward for this friend so far (0 until they pay an order)."),
  }),
);

export const Referrals = named(
  'Referrals',
  z.object({
    code: z.string().describe("The user's referral code."),
    invitations: z.array(ReferralInvitation).describe('Newest first, at most 50.'),
    friends: z.array(ReferredFriend).describe('Who signed up with the code, newest first, at most 100.'),
    totalEarned: cents,
    reward: z.object({ friendCredit: cents, referrerCredit: cents }),
  }),
  {
    description: "A member's referral code, the invitations they sent and the friends who joined (cents).",
    example: {
      code: 'CASEY-7Q2K',
      invitations: [{ email: 'sam@example.com', sentAt: '2026-01-06T10:00:00.000Z' }],
      friends: [
        { name: 'Sam K.', signedUpAt: '2026-01-07T12:30:00.000Z', ordered: true, creditEarned: 1000 },
      ],
      totalEarned: 1000,
      reward: { friendCredit: 1000, referrerCredit: 1000 },
    },
  },
);

export const ResetTokenCheck = named(
  'ResetTokenCheck',
  z.object({
    valid: z.literal(true),
    email: z.string().describe('Masked: its first letter and its domain (`c…@lab.test`).'),
  }),
  { example: { valid: true, email: 'c…@lab.test' } },
);

// Public pages.

const totalOutstanding = z.object({ totalOutstanding: count });

export const GeneralStats = named(
  'GeneralStats',
  z.object({
    turnaround: z.object({
      overall: z.object({
        totalOutstanding: count.describe('Rolls received and not yet delivered.'),
        estimatedDays: z.number().describe('Estimated turnaround in days, to one decimal.'),
      }),
      'C-41': totalOutstanding,
      BW: totalOutstanding,
      'E-6': totalOutstanding,
      'ECN-2': totalOutstanding,
    }),
    rsct: count.describe("Rolls scanned today (the lab's day, America/New_York)."),
    rdt: count.describe('Rolls developed today.'),
    rst: count.describe('Rolls synced today.'),
    rsy: count.describe('Rolls synced yesterday.'),
    obl: z
      .record(z.string(), count)
      .describe(
        "Open orders by location (a drop-off location's name, or `Mail-in`); locations with none are absent.",
      ),
  }),
  {
    description: "The lab's figures for the stats bar (spec §3), computed on every call.",
    example: {
      turnaround: {
        overall: { totalOutstanding: 42, estimatedDays: 3.2 },
        'C-41': { totalOutstanding: 30 },
        BW: { totalOutstanding: 4 },
        'E-6': { totalOutstanding: 5 },
        'ECN-2': { totalOutstanding: 3 },
      },
      rsct: 12,
      rdt: 15,
      rst: 9,
      rsy: 14,
      obl: { 'Nice Film Lab — Williamsburg': 6, 'Mail-in': 20 },
    },
  },
);

export const Location = named(
  'Location',
  z.object({
    id,
    name: z.string(),
    address1: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    hours: z.string(),
    phone: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  {
    description: 'A drop-off location (the lab first).',
    example: {
      id: 1,
      name: 'Nice Film Lab — Williamsburg',
      address1: '361 Kent Ave',
      city: 'Brooklyn',
      state: 'NY',
      zip: '11249',
      hours: 'Mon–Fri 10–7, Sat–Sun 11–5',
      phone: '+1 718 555 0199',
      latitude: 40.7129,
      longitude: -73.9667,
    },
  },
);

export const BlogPost = named(
  'BlogPost',
  z.object({
    title: z.string().describe('As the blog feed has it, HTML entities kept (`&amp;`): clients decode them.'),
    url: link,
  }),
  {
    example: {
      title: 'Choosing Your First Film Stock',
      url: 'https://notes.nicefilm.club/choosing-your-first-film-stock',
    },
  },
);

export const ZipCode = named(
  'ZipCode',
  z.object({ id, zip: z.string(), city: z.string(), state: z.string(), active: z.boolean() }),
  { example: { id: 1, zip: '11249', city: 'Brooklyn', state: 'NY', active: true } },
);

export const WaitlistEntry = named(
  'WaitlistEntry',
  z.object({
    id,
    email: z.string(),
    zip: z.string().nullable(),
    name: z.string().nullable(),
    createdAt: dateTime,
  }),
  {
    example: {
      id: 3,
      email: 'ada@example.com',
      zip: '11211',
      name: 'Ada',
      createdAt: '2026-01-05T15:04:05.000Z',
    },
  },
);

export const Subscriber = named(
  'Subscriber',
  z.object({
    id,
    email: z.string().describe('Lower case.'),
    zip: z.string().describe('5 digits, ZIP+4, or `"0"` (none given).'),
    ipAddress: z.string().nullable(),
    country: z.string().nullable().describe('Two-letter code, upper case.'),
    createdAt: dateTime,
  }),
  {
    description: 'A newsletter subscriber (spec §3).',
    example: {
      id: 4,
      email: 'ada@example.com',
      zip: '0',
      ipAddress: '203.0.113.9',
      country: 'US',
      createdAt: '2026-01-05T15:04:05.000Z',
    },
  },
);

// The community gallery (spec §3 "Submission").

const imageLink = z.object({ read: link.describe("An absolute link to the image, on the lab's host.") });

/** The fields in the order the lab writes them; staff also get `scan.name` and `userId`. */
function submission<S extends z.ZodType, U extends Record<string, z.ZodType>>(scan: S, staff: U) {
  return z.object({
    id,
    selectedAt: dateTime.nullable().describe('When staff picked it for the gallery; null while it waits.'),
    handle: z.string().describe('As the customer typed it: an @handle, a bare handle, a profile URL, or "".'),
    width: z.number().int().positive().describe("The hi-res image's width in pixels."),
    height: z.number().int().positive(),
    scan,
    publicLinks: z.object({ hiRes: imageLink, midResOptimized: imageLink }),
    filmRoll: z.object({ brand: z.string(), model: z.string() }),
    ...staff,
    createdAt: dateTime,
  });
}

const submissionExample = {
  id: 21,
  selectedAt: '2026-11-12T19:40:00.000Z',
  handle: 'hannah.okafor',
  width: 2400,
  height: 1600,
  scan: {
    thumbnail: { read: 'http://127.0.0.1:4000/public/images/community-21-thumb.webp' },
    midResOptimized: { read: 'http://127.0.0.1:4000/public/images/community-21-mid.webp' },
  },
  publicLinks: {
    hiRes: { read: 'http://127.0.0.1:4000/public/images/community-21-hi.jpg' },
    midResOptimized: { read: 'http://127.0.0.1:4000/public/images/community-21-mid.webp' },
  },
  filmRoll: { brand: 'Kodak', model: 'T-Max 400' },
  createdAt: '2026-11-10T14:00:00.000Z',
};

export const Submission = named(
  'Submission',
  submission(z.object({ thumbnail: imageLink, midResOptimized: imageLink }), {}),
  {
    description:
      'A scan a customer submitted to the community gallery (spec §3). Thumbnails and mid-res images are WebP, the hi-res image a JPEG.',
    example: submissionExample,
  },
);

export const StaffSubmission = named(
  'StaffSubmission',
  submission(
    z.object({
      name: z.string().describe("The scan's name on its roll."),
      thumbnail: imageLink,
      midResOptimized: imageLink,
    }),
    { userId: id.describe('Who sent it.') },
  ),
  {
    description: 'A submission as staff see it: also who sent it and which scan it is.',
    example: {
      ...submissionExample,
      scan: { name: 'Roll 12 frame 07', ...submissionExample.scan },
      userId: 2,
    },
  },
);

export const SubmissionPage = named(
  'SubmissionPage',
  z.object({ submissions: z.array(Submission), count: count.describe('All matches, not only this page.') }),
);

export const StaffSubmissionPage = named(
  'StaffSubmissionPage',
  z.object({
    submissions: z.array(StaffSubmission),
    count: count.describe('All matches, not only this page.'),
  }),
);

// Places (the address provider's stand-in).

export const PlacePrediction = named(
  'PlacePrediction',
  z.object({ placeId: z.string(), description: z.string() }),
  { example: { placeId: 'nfl_cfbf9524dca7bda1408fe88f', description: '210 Kent Ave, Brooklyn, NY, USA' } },
);

export const PlacePredictions = named(
  'PlacePredictions',
  z.object({ predictions: z.array(PlacePrediction).describe('At most 5, the best first.') }),
);

export const PlaceDetails = named(
  'PlaceDetails',
  z.object({ placeId: z.string(), formattedAddress: z.string() }),
  {
    example: {
      placeId: 'nfl_cfbf9524dca7bda1408fe88f',
      formattedAddress: '210 Kent Ave, Brooklyn, NY 11249, USA',
    },
  },
);

import { z } from 'zod';
import { cents, count, dateTime, link, named } from '../define';
import { User } from './users';

// The answers of the account area (users, settings, referrals, avatars, password reset). The public pages' answers
// are public-pages.ts, the community gallery's community-gallery.ts, the places' places.ts. docs/lab-behaviour.md
// describes them in prose.

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

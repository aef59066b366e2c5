// Contracts of this area's routes (see define.ts). Registered on import by routes/index.ts.
import { z } from 'zod';
import { cardParams, emailBody, membershipBody, passwordBody } from '../../routes/account-settings';
import { addressBody, addressParams } from '../../routes/addresses';
import { requestBody, resetBody, validateQuery } from '../../routes/password-reset';
import { readerBody, tokenBody } from '../../routes/payment-methods';
import { autocompleteQuery, placeParams } from '../../routes/places';
import { preferencesBody } from '../../routes/preferences';
import { linkParams, linkQuery, linkRequest } from '../../routes/profile-pics';
import { sendQuery } from '../../routes/referrals';
import { adminQuery, selectBody, selectedQuery, submissionParams } from '../../routes/social-submissions';
import { subscriberBody } from '../../routes/subscribers';
import { purchaseBody, purchaseParams, purchaseQuery } from '../../routes/subscriptions';
import { verifyBody } from '../../routes/two-factor';
import { createBody, updateBody, listQuery as userListQuery } from '../../routes/users';
import { waitlistBody } from '../../routes/waitlist';
import { zipQuery } from '../../routes/zip-codes';
import { type AnswerSpec, defineRoutes, MessageBody, type RouteContract, userPath } from '../define';
import {
  BlogPost,
  Card,
  GeneralStats,
  Location,
  PasswordChanged,
  PlaceDetails,
  PlacePredictions,
  ProfilePicWriteLink,
  Referrals,
  ResetTokenCheck,
  StaffSubmission,
  StaffSubmissionPage,
  SubmissionPage,
  Subscriber,
  UserPage,
  WaitlistEntry,
  ZipCode,
} from '../shapes/account';
import { Address, Preference, User } from '../shapes/users';

const TOKEN_HEADER =
  'The answer carries a fresh token in its `Authorization: Bearer <token>` header (exposed to browsers).';

const SOCKET_MESSAGES =
  'Each event is one JSON text message `{ type, userId, orderId?, rollId?, event?, status?, progress?, at }`, `type` one of `order_updated`, `roll_event` (one message per roll), `scans_changed`, `zip_progress`, and (extension `sessions`) `sessions_ended`: some of the user’s sessions just ended, and a socket opened with one of them is then closed with code 4401. The text `ping` is answered `pong`. Browsers, which cannot set headers on a socket, may send the token as the subprotocol `bearer.<token>` (the lab selects it). A refused socket is refused before the upgrade, with the usual error body.';

const socketHeaders = z.object({
  'Sec-WebSocket-Protocol': z
    .string()
    .optional()
    .describe('`bearer.<token>`: the token, for clients that cannot send `Authorization`.'),
});

const websocket = (description: string): AnswerSpec => ({ status: 'websocket', description });

const preferences = (status: 200 | 201): RouteContract => ({
  summary:
    status === 201
      ? "Save the user's default order preferences"
      : "Update the user's default order preferences",
  description:
    "POST and PUT both upsert each `{ key, value }` given; other keys are kept. Answers all of the user's preferences, sorted by key. `defaultInternalNotes` is set by staff only (403 otherwise). An unknown key or a value the key does not allow is a 400 naming `preferences.<index>.key` or `.value`, and nothing is written.",
  access: 'owner',
  params: userPath,
  body: preferencesBody,
  bodyExample: { preferences: [{ key: 'defaultSleeving', value: 'CUT' }] },
  answers: { [status]: z.array(Preference) },
});

defineRoutes({
  // Password reset and the managers' two-factor check.
  'POST /auth/password-reset': {
    summary: 'Mail a password-reset link',
    description:
      'The same answer whether or not an account has the e-mail. The mail links to `{web}/password-reset?token=…` (valid 1 hour, single use).',
    access: 'public',
    body: requestBody,
    bodyExample: { email: 'customer@lab.test' },
    answers: { 200: MessageBody },
  },
  'GET /auth/password-reset/validate-token': {
    summary: 'Check a password-reset token',
    description: 'A 400 `This reset link is invalid or has expired` for an unknown, spent or expired token.',
    access: 'public',
    query: validateQuery,
    answers: { 200: ResetTokenCheck },
  },
  'PUT /auth/password-reset/reset': {
    summary: 'Set a new password with a reset token',
    description:
      "Spends the user's reset tokens and ends all their sessions. A 400 as validate-token for a bad token.",
    access: 'public',
    body: resetBody,
    bodyExample: { password: 'a new long password', token: 'the token from the mailed link' },
    answers: { 200: MessageBody },
  },
  'POST /auth/managers/request-two-factor-code': {
    summary: 'Mail a manager a sign-in code',
    description:
      'A 6-digit code valid 10 minutes; a new request replaces the old code. Open to managers before the two-factor check.',
    access: 'admin',
    answers: { 200: MessageBody },
  },
  'POST /auth/managers/verify-two-factor-code': {
    summary: "Confirm a manager's sign-in with the mailed code",
    description: `The fresh token carries \`mfa: true\`. A 400 \`This code is invalid or has expired\` for a wrong, spent or expired code; five misses spend the code. Open to managers before the two-factor check. ${TOKEN_HEADER}`,
    access: 'admin',
    body: verifyBody,
    bodyExample: { code: '123456' },
    answers: { 200: User },
  },

  // Users.
  'GET /users': {
    summary: 'Search users',
    description: '`query` matches name, e-mail and phone, case-insensitively. Ordered by id.',
    access: 'admin',
    query: userListQuery,
    answers: { 200: UserPage },
  },
  'POST /users': {
    summary: 'Create an account for someone',
    description:
      'The account gets a random password; a reset link is mailed so its holder sets their own. 409 when the e-mail has an account.',
    access: 'admin',
    body: createBody,
    bodyExample: { email: 'new@lab.test', firstName: 'Ada', lastName: 'Lovelace', role: 'CUSTOMER' },
    answers: { 201: User },
    errors: [409],
  },
  'GET /users/:id': {
    summary: 'A user',
    access: 'owner',
    params: userPath,
    answers: { 200: User },
  },
  'PUT /users/:id': {
    summary: "Change a user's names, phone or profile picture link",
    description: 'Fields left out are kept; `profileImageUrl: null` clears the picture.',
    access: 'owner',
    params: userPath,
    body: updateBody,
    bodyExample: { firstName: 'Casey', phone: '+1 718 555 0142' },
    answers: { 200: User },
  },
  'POST /users/:id/address': {
    summary: 'Add an address',
    description:
      "`primary: true` clears the flag on the user's other addresses; a user's first address is primary. `country` defaults to US.",
    access: 'owner',
    params: userPath,
    body: addressBody,
    bodyExample: { address1: '210 Kent Ave', address2: 'Apt 4', city: 'Brooklyn', state: 'NY', zip: '11249' },
    answers: { 201: Address },
  },
  'GET /users/:id/address/:addressId': {
    summary: 'An address',
    access: 'owner',
    params: addressParams,
    answers: { 200: Address },
  },
  'PUT /users/:id/address/:addressId': {
    summary: 'Replace an address',
    description:
      'Leaving `primary` out keeps the flag; `primary: false` on the primary address passes the default to the oldest other one.',
    access: 'owner',
    params: addressParams,
    body: addressBody,
    bodyExample: { address1: '210 Kent Ave', city: 'Brooklyn', state: 'NY', zip: '11249', primary: true },
    answers: { 200: Address },
  },
  'DELETE /users/:id/address/:addressId': {
    summary: 'Remove an address',
    description: 'Removing the primary address makes the oldest remaining one primary. Answers the user.',
    access: 'owner',
    params: addressParams,
    answers: { 200: User },
  },
  'POST /users/:id/preferences': preferences(201),
  'PUT /users/:id/preferences': preferences(200),

  // Account settings (docs/decisions/071-account-settings.md).
  'PUT /users/:id/email': {
    summary: "Change a user's e-mail",
    description:
      "The user gives their current password (a 400 on `currentPassword` when wrong or missing); staff change a customer's e-mail without it. 409 when the e-mail has another account.",
    access: 'owner',
    extension: 'account-security',
    params: userPath,
    body: emailBody,
    bodyExample: { email: 'casey@example.com', currentPassword: 'filmlab-demo' },
    answers: { 200: User },
    errors: [409],
  },
  'PUT /users/:id/password': {
    summary: 'Change your password',
    description: `The account holder only (staff get 403), with their current password (a 400 on \`currentPassword\` when wrong). Every other session ends. ${TOKEN_HEADER}`,
    access: 'owner',
    extension: 'account-security',
    params: userPath,
    body: passwordBody,
    bodyExample: { currentPassword: 'filmlab-demo', newPassword: 'a new long password' },
    answers: { 200: PasswordChanged },
  },
  'GET /users/:id/payment-methods': {
    summary: "The user's saved cards",
    description: 'Newest first; removed cards are never listed.',
    access: 'owner',
    extension: 'saved-cards',
    params: userPath,
    answers: { 200: z.array(Card) },
  },
  'PUT /users/:id/payment-methods/:cardId/default': {
    summary: 'Make a saved card the default',
    description: 'Answers the user. 404 `Card not found` for a card that is not theirs or was removed.',
    access: 'owner',
    extension: 'saved-cards',
    params: cardParams,
    answers: { 200: User },
  },
  'DELETE /users/:id/payment-methods/:cardId': {
    summary: 'Remove a saved card',
    description:
      'The newest other card becomes the default. A removed card is kept for the invoices it paid but never listed or charged. Answers the user.',
    access: 'owner',
    extension: 'saved-cards',
    params: cardParams,
    answers: { 200: User },
  },
  'PUT /users/:id/membership': {
    summary: 'Switch membership renewal off or on',
    description:
      'The live subscription renews, or ends at its period end (`cancel_at_period_end`). 404 `There is no membership to change` without one. Answers the user.',
    access: 'owner',
    extension: 'membership-changes',
    params: userPath,
    body: membershipBody,
    bodyExample: { cancelAtPeriodEnd: true },
    answers: { 200: User },
  },

  // Payments.
  'POST /users/:id/subscriptions/:plan': {
    summary: 'Buy a membership plan',
    description:
      '`{plan}` is a price lookup key (NICE_2025, VERY_NICE_2025, SUPER_NICE_2025). Charges the card (402 when declined: nothing is written), replaces any other plan, makes the card the default and sets the user active. 400 on `plan`, `promoCode` or `token` as docs/lab-behaviour.md "Payments" lists. Answers the user.',
    access: 'owner',
    params: purchaseParams,
    query: purchaseQuery,
    body: purchaseBody,
    bodyExample: { token: 'tok_visa' },
    answers: { 201: User },
    errors: [402],
  },
  'PUT /users/:id/payment-methods/token': {
    summary:
      "Save a card from a card token, make it the default, and pay the customer's open invoices with it",
    description:
      "The same card (the processor's fingerprint) is saved once: saving it again makes the saved one the default. Attaching itself never fails for the card (a card that will be declined attaches fine). Then, as a payment provider retries open invoices when the default card changes, the lab charges the new card for each of the customer's INVOICED orders, oldest invoice first, each on its own: a charged order becomes PAID; a declined charge leaves it INVOICED and the card stays saved. An order already PAID is never charged again, so sending the same card twice charges once. Read the orders again to see which were paid. 400 on `token` for an unknown token. Answers the user.",
    access: 'owner',
    params: userPath,
    body: tokenBody,
    bodyExample: { token: 'tok_visa' },
    answers: { 200: User },
  },
  'PUT /users/:id/payment-methods/reader': {
    summary: "Save the counter's card-reader card for a customer",
    description: 'The card becomes the default, so an invoice can be paid with it. Answers the user.',
    access: 'admin',
    params: userPath,
    body: readerBody,
    bodyExample: { paymentMethodId: 'pm_card_present_visa' },
    answers: { 200: User },
    errors: [404],
  },

  // Referrals.
  'GET /users/:id/referrals': {
    summary: "The user's referral code, invitations and referred friends",
    access: 'owner',
    extension: 'referrals',
    params: userPath,
    answers: { 200: Referrals },
  },
  'GET /users/:id/send-referral': {
    summary: 'Invite a friend by e-mail',
    description:
      "Mails the friend the code and a sign-up link, then answers as GET …/referrals. 400 on `email` for the sender's own address; 429 when this friend was invited in the last day.",
    access: 'owner',
    params: userPath,
    query: sendQuery,
    answers: { 200: Referrals },
    errors: [429],
  },

  // Profile pictures.
  'GET /users/:id/profile-pic': {
    summary: 'A signed link to upload a new profile picture',
    description: 'PUT the picture to the link within 15 minutes; that PUT answers the user.',
    access: 'owner',
    params: userPath,
    query: linkRequest,
    answers: { 200: ProfilePicWriteLink },
  },
  'PUT /files/profile-pics/:userId/:file': {
    summary: 'Upload a profile picture to its signed link',
    description:
      "A JPEG or PNG up to 1 MB, re-encoded as a JPEG at most 150 px a side (metadata dropped); it becomes the user's `profileImageUrl`. 403 for a bad or expired link, 413 too large, 415 not a JPEG or PNG. Answers the user.",
    access: 'signed-link',
    extension: 'files',
    params: linkParams,
    query: linkQuery,
    bodyContentType: ['image/jpeg', 'image/png'],
    answers: { 200: User },
    errors: [413, 415],
  },

  // Public pages.
  'GET /public/general-stats': {
    summary: "The lab's turnaround and today's figures",
    access: 'public',
    answers: { 200: GeneralStats },
  },
  'GET /public/locations': {
    summary: 'The drop-off locations',
    access: 'public',
    answers: { 200: z.array(Location) },
  },
  'GET /blog/notes/posts': {
    summary: 'The blog posts',
    description: 'Oldest first (clients reverse it).',
    access: 'public',
    answers: { 200: z.array(BlogPost) },
  },
  'GET /zip-codes': {
    summary: 'The zip codes the lab serves',
    description: 'All of them when `active` is absent. By zip.',
    access: 'public',
    query: zipQuery,
    answers: { 200: z.array(ZipCode) },
  },
  'POST /waitlist': {
    summary: 'Join the waitlist',
    description: 'The same e-mail again answers 200 with the stored entry unchanged.',
    access: 'public',
    body: waitlistBody,
    bodyExample: { email: 'ada@example.com', zip: '11211', name: 'Ada' },
    answers: { 200: WaitlistEntry, 201: WaitlistEntry },
  },
  'POST /subscribers': {
    summary: 'Subscribe to the newsletter',
    description:
      'The same e-mail again (any case) answers 200 with the stored subscriber unchanged. `zip` defaults to `"0"`.',
    access: 'public',
    pathChosen: true,
    body: subscriberBody,
    bodyExample: { email: 'ada@example.com', ipAddress: '203.0.113.9', country: 'US' },
    answers: { 200: Subscriber, 201: Subscriber },
  },
  'GET /public/images/:name': {
    summary: 'A public image (community gallery, avatars, product art)',
    description: 'Names never change content, so the images may be cached for good. 404 `Image not found`.',
    access: 'public',
    extension: 'files',
    params: z.object({ name: z.string().describe('The file name the link carries.') }),
    answers: {
      200: {
        contentType: ['image/webp', 'image/jpeg'],
        description: 'The image: WebP (thumbnails, mid-res, product art) or JPEG (hi-res, avatars).',
      },
    },
    errors: [404],
  },

  // The community gallery.
  'GET /social-media-submissions': {
    summary: 'Search the community submissions',
    description:
      '`search` matches the handle, the film brand, the model or "brand model"; `selected` filters (absent: all). Waiting submissions sort last either way.',
    access: 'admin',
    query: adminQuery,
    answers: { 200: StaffSubmissionPage },
  },
  'GET /social-media-submissions/selected': {
    summary: 'The community gallery: the submissions staff selected',
    description: '`search` as for GET /social-media-submissions (empty: none).',
    access: 'public',
    query: selectedQuery,
    answers: { 200: SubmissionPage },
  },
  'PUT /social-media-submissions/:id/select': {
    summary: 'Select or unselect a submission for the gallery',
    description:
      'Without a body or `selected`, toggles. Selecting a selected submission keeps its `selectedAt`. 404 `Submission not found`.',
    access: 'admin',
    params: submissionParams,
    body: selectBody,
    bodyOptional: true,
    bodyExample: { selected: true },
    answers: { 200: StaffSubmission },
    errors: [404],
  },

  // Places (the address provider's stand-in).
  'GET /places/autocomplete': {
    summary: 'Address suggestions for what was typed',
    access: 'signed-in',
    extension: 'places',
    query: autocompleteQuery,
    answers: { 200: PlacePredictions },
  },
  'GET /places/:placeId': {
    summary: "A suggested place's full address",
    access: 'signed-in',
    extension: 'places',
    params: placeParams,
    answers: { 200: PlaceDetails },
    errors: [404],
  },

  // Live events (docs/lab-behaviour.md "Events").
  'GET /users/:id/zip-downloads/socket': {
    summary: "The user's live events (WebSocket)",
    description: `To its clients any message means "reload this user". ${SOCKET_MESSAGES}`,
    access: 'owner',
    params: userPath,
    headers: socketHeaders,
    answers: { 200: websocket("A WebSocket carrying the user's events.") },
  },
  'GET /users/:id/events/socket': {
    summary: "The user's live events (WebSocket)",
    description: SOCKET_MESSAGES,
    access: 'owner',
    extension: 'live-events',
    params: userPath,
    headers: socketHeaders,
    answers: { 200: websocket("A WebSocket carrying the user's events.") },
  },
  'GET /events/socket': {
    summary: "Every user's live events (WebSocket)",
    description: SOCKET_MESSAGES,
    access: 'admin',
    extension: 'live-events',
    headers: socketHeaders,
    answers: { 200: websocket("A WebSocket carrying every user's events.") },
  },
});

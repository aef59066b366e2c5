// Contracts of this area's routes (see define.ts): users, addresses, preferences, e-mail and password, referrals
// and profile pictures. Registered on import by routes/index.ts.
import { z } from 'zod';
import { emailBody, passwordBody } from '../../routes/account-settings';
import { addressBody, addressParams } from '../../routes/addresses';
import { preferencesBody } from '../../routes/preferences';
import { linkParams, linkQuery, linkRequest } from '../../routes/profile-pics';
import { sendQuery } from '../../routes/referrals';
import { createBody, updateBody, listQuery as userListQuery } from '../../routes/users';
import { defineRoutes, type RouteContract, userPath } from '../define';
import { PasswordChanged, ProfilePicWriteLink, Referrals, UserPage } from '../shapes/account';
import { Address, Preference, User } from '../shapes/users';

const TOKEN_HEADER =
  'The answer carries a fresh token in its `Authorization: Bearer <token>` header (exposed to browsers).';

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
});

import { z } from 'zod';
import { loginBody, signupBody, socialBody, standInPerson } from '../../routes/auth';
import { requestBody, resetBody, validateQuery } from '../../routes/password-reset';
import { verifyBody } from '../../routes/two-factor';
import { defineRoutes, MessageBody, type RouteContract } from '../define';
import { ResetTokenCheck } from '../shapes/account';
import { User } from '../shapes/users';

const TOKEN_HEADER =
  'The answer carries a fresh token in its `Authorization: Bearer <token>` header (exposed to browsers).';

/** What the BFF forwards at sign-in for the person's sessions list (the `sessions` extension; a lab may ignore them). */
const signInHeaders = z.object({
  'X-Client-User-Agent': z
    .string()
    .optional()
    .describe(
      "Extension `sessions`: the browser's user agent, shown in the sessions list (else this call's own).",
    ),
  'X-Client-Country': z
    .string()
    .optional()
    .describe(
      'Extension `sessions`: the ISO 3166 alpha-2 country the sign-in came from, when the edge knew it.',
    ),
});
const DEACTIVATED = 'A deactivated account is refused with 403 and a message saying so.';

const socialSignIn = (provider: string): RouteContract => ({
  summary: `Sign in (or sign up) with a ${provider} identity token`,
  description: `An account with the token's e-mail is signed in (200); otherwise a customer account is made (201). Staff cannot sign in this way. 404 when the lab does not take ${provider} sign-in. ${DEACTIVATED} ${TOKEN_HEADER}`,
  access: 'public',
  headers: signInHeaders,
  body: socialBody,
  answers: { 200: User, 201: User },
  errors: [401, 403, 404],
});

defineRoutes({
  'POST /auth/login': {
    summary: 'Sign in with e-mail and password',
    description: `Repeated failures for one e-mail are throttled (429). ${DEACTIVATED} ${TOKEN_HEADER}`,
    access: 'public',
    headers: signInHeaders,
    body: loginBody,
    bodyExample: { email: 'customer@lab.test', password: 'filmlab-demo' },
    answers: { 200: User },
    errors: [401, 403, 429],
  },
  'POST /auth/signup': {
    summary: 'Create a customer account',
    description: `With a member's referral code the account is referred by them and gets $10 account credit. ${TOKEN_HEADER}`,
    access: 'public',
    headers: signInHeaders,
    body: signupBody,
    bodyExample: {
      email: 'new@lab.test',
      password: 'a long password',
      firstName: 'Ada',
      lastName: 'Lovelace',
    },
    answers: { 201: User },
    errors: [409],
  },
  'GET /auth/current-user': {
    summary: 'The signed-in user',
    description: TOKEN_HEADER,
    access: 'signed-in',
    answers: { 200: User },
  },
  'POST /auth/google-signin': socialSignIn('Google'),
  'POST /auth/facebook-signin': socialSignIn('Facebook'),
  'GET /auth/social-providers': {
    summary: 'The identity providers this lab signs people in with',
    access: 'public',
    extension: 'social-sign-in',
    answers: { 200: z.object({ providers: z.array(z.enum(['google', 'facebook'])) }) },
  },
  'POST /stand-in-identity/google/token': {
    summary: "The stand-in Google provider's token for a person (tests and demos)",
    access: 'public',
    extension: 'stand-in-identity',
    body: standInPerson,
    answers: { 200: z.object({ token: z.string() }) },
    errors: [404],
  },
  'POST /stand-in-identity/facebook/token': {
    summary: "The stand-in Facebook provider's token for a person (tests and demos)",
    access: 'public',
    extension: 'stand-in-identity',
    body: standInPerson,
    answers: { 200: z.object({ token: z.string() }) },
    errors: [404],
  },

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
});

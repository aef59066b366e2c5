import { z } from 'zod';
import { loginBody, signupBody, socialBody, standInPerson } from '../../routes/auth';
import { defineRoutes, type RouteContract } from '../define';
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
});

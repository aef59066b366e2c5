import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loadUser } from '../db/queries/user-json';
import { findCredentials } from '../db/queries/users';
import type { LabDeps } from '../deps';
import { conflict, forbidden, notFound, unauthorized } from '../errors';
import { ACCOUNT_DEACTIVATED } from '../services/account-status';
import { createAccount, EMAIL_TAKEN, isUniqueViolation } from '../services/accounts';
import { requireAuth, sendFreshToken } from '../services/auth';
import { issueIdentityToken, verifyIdentityToken } from '../services/identity-providers/stand-in';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../services/passwords';
import { randomSecret } from '../services/random-ids';
import { findReferrer, recordReferral } from '../services/referral-rewards';
import { sessionOrigin, startSession } from '../services/session-store';
import {
  assertLoginAllowed,
  clearLoginFailures,
  findSessionAccount,
  recordLoginFailure,
} from '../services/sessions';
import { emailSchema, newPasswordSchema, parseInput, personNameSchema, phoneSchema } from '../validation';

const INVALID_CREDENTIALS = 'Invalid email or password';

export const loginBody = z.strictObject({
  email: emailSchema,
  // No length rule at login (old passwords may predate it), only a cap so a huge body cannot stall scrypt.
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(1024, { error: 'Must be at most 1024 characters' }),
});

export const signupBody = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
  phone: phoneSchema.optional(),
  // A friend's code from a share link (/signup?ref=CODE); docs/decisions/092-referral-reward.md.
  referralCode: z
    .string({ error: 'Must be text' })
    .trim()
    .max(40, { error: 'Must be at most 40 characters' })
    .optional()
    .transform((code) => (code ? code : undefined)),
});

export const socialBody = z.strictObject({
  token: z.string({ error: 'Token is required' }).min(1, { error: 'Token is required' }).max(8192),
});
const SOCIAL_REFUSED = 'We could not confirm that sign-in. Please try again.';
const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;

/** What a person types on the stand-in provider's page (the real ones know it from the person's account). */
export const standInPerson = z.strictObject({
  email: emailSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
});

export function authRoutes(app: FastifyInstance, { db, tokens, config }: LabDeps): void {
  // Social sign-in (docs/decisions/073): the provider's token names the person; an account with that e-mail is
  // signed in, else a customer account is made for them (with an unguessable password they can reset).
  // Which providers sign people in, so clients show only working buttons (none unless configured).
  app.get('/auth/social-providers', async () => ({
    providers: config.socialSignInSecret ? SOCIAL_PROVIDERS : [],
  }));

  for (const provider of SOCIAL_PROVIDERS) {
    // The stand-in identity provider's token endpoint (tests and demos; the BFF serves its sign-in page). It holds
    // the same secret the sign-in check uses, so it exists only while social sign-in is configured.
    app.post(`/stand-in-identity/${provider}/token`, async (request) => {
      if (!config.socialSignInSecret) throw notFound('Social sign-in is not configured');
      const person = parseInput(standInPerson, request.body);
      const token = await issueIdentityToken(config.socialSignInSecret, provider, {
        subject: `stand-in-${provider}-${person.email}`,
        ...person,
      });
      return { token };
    });

    app.post(`/auth/${provider}-signin`, async (request, reply) => {
      if (!config.socialSignInSecret) throw notFound('Social sign-in is not configured');
      const { token } = parseInput(socialBody, request.body);
      const identity = await verifyIdentityToken(config.socialSignInSecret, provider, token);
      if (!identity) throw unauthorized(SOCIAL_REFUSED);
      const existing = await findCredentials(db, identity.email);
      // A provider account must not open the lab's admin area: staff sign in with their password (and code).
      if (existing?.role === 'ADMIN') throw unauthorized('Staff sign in with their password');
      const userId =
        existing?.id ??
        (await db.transaction(async (tx) =>
          createAccount(tx, {
            email: identity.email,
            firstName: identity.firstName,
            lastName: identity.lastName,
            passwordHash: await hashPassword(randomSecret()),
            role: 'CUSTOMER',
          }),
        ));
      const account = await findSessionAccount(db, userId);
      if (!account) throw unauthorized(SOCIAL_REFUSED);
      if (account.deactivated) throw forbidden(ACCOUNT_DEACTIVATED);
      const sid = await db.transaction((tx) => startSession(tx, userId, provider, sessionOrigin(request)));
      request.log.info({ userId, provider, created: !existing }, 'social sign-in');
      await sendFreshToken(reply, tokens, { userId, role: account.role, ver: account.sessionVersion, sid });
      return reply.status(existing ? 200 : 201).send(await loadUser(db, userId));
    });
  }

  app.post('/auth/login', async (request, reply) => {
    const { email, password } = parseInput(loginBody, request.body);
    await assertLoginAllowed(db, email);
    const credentials = await findCredentials(db, email);
    const valid = credentials
      ? await verifyPassword(password, credentials.passwordHash)
      : await verifyAgainstDecoy(password);
    if (!credentials || !valid) {
      await recordLoginFailure(db, email);
      throw unauthorized(INVALID_CREDENTIALS);
    }
    await clearLoginFailures(db, email);
    const account = await findSessionAccount(db, credentials.id);
    // Told only to someone who knows the password: a stranger learns nothing about the account.
    if (account?.deactivated) throw forbidden(ACCOUNT_DEACTIVATED);
    const sid = await db.transaction((tx) =>
      startSession(tx, credentials.id, 'password', sessionOrigin(request)),
    );
    await sendFreshToken(reply, tokens, {
      userId: credentials.id,
      role: credentials.role,
      ver: account?.sessionVersion ?? 0,
      sid,
    });
    return loadUser(db, credentials.id);
  });

  app.post('/auth/signup', async (request, reply) => {
    const { referralCode, ...body } = parseInput(signupBody, request.body);
    const passwordHash = await hashPassword(body.password);
    const { userId, sid } = await db
      .transaction(async (tx) => {
        const referrerId = referralCode ? await findReferrer(tx, referralCode) : null;
        const id = await createAccount(tx, { ...body, passwordHash, role: 'CUSTOMER' });
        if (referrerId !== null) await recordReferral(tx, id, referrerId);
        return { userId: id, sid: await startSession(tx, id, 'signup', sessionOrigin(request)) };
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? conflict(EMAIL_TAKEN) : error;
      });
    request.log.info({ userId }, 'account created');
    await sendFreshToken(reply, tokens, { userId, role: 'CUSTOMER', sid });
    return reply.status(201).send(await loadUser(db, userId));
  });

  app.get('/auth/current-user', async (request, reply) => {
    const auth = requireAuth(request);
    const user = await loadUser(db, auth.userId);
    // A token can outlive its account.
    if (!user) throw unauthorized('Your session is invalid or has expired');
    await sendFreshToken(reply, tokens, {
      userId: user.id,
      role: user.role as typeof auth.role,
      mfa: auth.mfa,
      ver: auth.sessionVersion,
      sid: auth.sessionId ?? undefined,
    });
    return user;
  });
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loadUser } from '../db/queries/user-json';
import { findCredentials } from '../db/queries/users';
import type { LabDeps } from '../deps';
import { conflict, unauthorized } from '../errors';
import { createAccount, EMAIL_TAKEN, isUniqueViolation } from '../services/accounts';
import { requireAuth, sendFreshToken } from '../services/auth';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../services/passwords';
import { emailSchema, newPasswordSchema, parseInput, personNameSchema, phoneSchema } from '../validation';

const INVALID_CREDENTIALS = 'Invalid email or password';

const loginBody = z.strictObject({
  email: emailSchema,
  // No length rule at login (old passwords may predate it), only a cap so a huge body cannot stall scrypt.
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(1024, { error: 'Must be at most 1024 characters' }),
});

const signupBody = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
  phone: phoneSchema.optional(),
});

export function authRoutes(app: FastifyInstance, { db, tokens }: LabDeps): void {
  app.post('/auth/login', async (request, reply) => {
    const { email, password } = parseInput(loginBody, request.body);
    const credentials = await findCredentials(db, email);
    const valid = credentials
      ? await verifyPassword(password, credentials.passwordHash)
      : await verifyAgainstDecoy(password);
    if (!credentials || !valid) throw unauthorized(INVALID_CREDENTIALS);
    await sendFreshToken(reply, tokens, { userId: credentials.id, role: credentials.role });
    return loadUser(db, credentials.id);
  });

  app.post('/auth/signup', async (request, reply) => {
    const body = parseInput(signupBody, request.body);
    const passwordHash = await hashPassword(body.password);
    const userId = await db
      .transaction((tx) => createAccount(tx, { ...body, passwordHash, role: 'CUSTOMER' }))
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? conflict(EMAIL_TAKEN) : error;
      });
    request.log.info({ userId }, 'account created');
    await sendFreshToken(reply, tokens, { userId, role: 'CUSTOMER' });
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
    });
    return user;
  });
}

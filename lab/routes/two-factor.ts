import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loadUser } from '../db/queries/user-json';
import { findEmail } from '../db/queries/users';
import type { LabDeps } from '../deps';
import { unauthorized } from '../errors';
import { requireAdminRole, sendFreshToken } from '../services/auth';
import { checkTwoFactorCode, mailTwoFactorCode, wrongCode } from '../services/two-factor';
import { parseInput } from '../validation';

export const verifyBody = z.strictObject({
  code: z.string({ error: 'Code is required' }).regex(/^\d{6}$/, { error: 'Code must be 6 digits' }),
});

/** Managers (ADMIN) confirm a sign-in with a mailed 6-digit code; the token they get back carries `mfa: true`. */
export function twoFactorRoutes(app: FastifyInstance, { db, config, tokens }: LabDeps): void {
  app.post('/auth/managers/request-two-factor-code', async (request) => {
    const auth = requireAdminRole(request);
    await db.transaction(async (tx) => {
      const email = await findEmail(tx, auth.userId);
      if (!email) throw unauthorized('Your session is invalid or has expired');
      await mailTwoFactorCode(tx, request.log, config.tokenSecret, { id: auth.userId, email });
    });
    return { message: 'A sign-in code is on its way to your e-mail. It expires in 10 minutes.' };
  });

  app.post('/auth/managers/verify-two-factor-code', async (request, reply) => {
    const auth = requireAdminRole(request);
    const { code } = parseInput(verifyBody, request.body);
    const matched = await db.transaction((tx) =>
      checkTwoFactorCode(tx, config.tokenSecret, auth.userId, code),
    );
    if (!matched) throw wrongCode();
    await sendFreshToken(reply, tokens, {
      userId: auth.userId,
      role: auth.role,
      mfa: true,
      ver: auth.sessionVersion,
      // The same sign-in, now confirmed: its session carries on (decision 110).
      sid: auth.sessionId ?? undefined,
    });
    return loadUser(db, auth.userId);
  });
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { findUserIdByEmail, setPasswordHash } from '../db/queries/users';
import type { LabDeps } from '../deps';
import { findResetTokenUser, mailResetLink, maskEmail, spendResetTokens } from '../services/password-reset';
import { hashPassword } from '../services/passwords';
import { endSessions } from '../services/session-store';
import { emailSchema, newPasswordSchema, parseInput } from '../validation';

const tokenSchema = z
  .string({ error: 'Token is required' })
  .min(1, { error: 'Token is required' })
  .max(200, { error: 'Must be at most 200 characters' });

export const requestBody = z.strictObject({ email: emailSchema });
export const validateQuery = z.strictObject({ token: tokenSchema });
export const resetBody = z.strictObject({ password: newPasswordSchema, token: tokenSchema });

// The same answer whether or not the account exists, so the form cannot be used to probe for e-mails.
const RESET_REQUESTED = 'If an account exists for this e-mail, a reset link is on its way.';

export function passwordResetRoutes(app: FastifyInstance, { db, config, events }: LabDeps): void {
  app.post('/auth/password-reset', async (request) => {
    const { email } = parseInput(requestBody, request.body);
    await db.transaction(async (tx) => {
      const userId = await findUserIdByEmail(tx, email);
      if (userId !== null) await mailResetLink(tx, request.log, { id: userId, email }, config.webUrl);
    });
    return { message: RESET_REQUESTED };
  });

  app.get('/auth/password-reset/validate-token', async (request) => {
    const { token } = parseInput(validateQuery, request.query);
    const { email } = await findResetTokenUser(db, token);
    return { valid: true, email: maskEmail(email) };
  });

  app.put('/auth/password-reset/reset', async (request) => {
    const { password, token } = parseInput(resetBody, request.body);
    const passwordHash = await hashPassword(password);
    const ended = await db.transaction(async (tx) => {
      const { userId } = await findResetTokenUser(tx, token);
      await setPasswordHash(tx, userId, passwordHash);
      await spendResetTokens(tx, userId);
      // Whoever knew the old password is signed out everywhere.
      const sessionIds = await endSessions(tx, userId, { except: null }, 'password reset');
      request.log.info({ userId }, 'password reset');
      return { userId, sessionIds };
    });
    events.publishSessionsEnded(ended);
    return { message: 'Your password has been reset.' };
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import { findPaymentCustomerId } from '../db/queries/billing';
import { loadUser } from '../db/queries/user-json';
import { findUserIdByEmail, setPasswordHash } from '../db/queries/users';
import type { LabDeps } from '../deps';
import { conflict, forbidden, invalidField, notFound } from '../errors';
import { EMAIL_TAKEN } from '../services/accounts';
import { requireAuth, sendFreshToken } from '../services/auth';
import { hashPassword, verifyPassword } from '../services/passwords';
import { endSessions } from '../services/session-store';
import { emailSchema, newPasswordSchema, parseInput } from '../validation';
import { assertUserExists, ownedUserId } from './owned-user';

// What a customer manages about themselves beyond names and phone (docs/decisions/071-account-settings.md):
// e-mail, password, saved cards and whether the membership renews.

const WRONG_PASSWORD = 'That is not your current password';
const currentPassword = z
  .string({ error: 'Enter your current password' })
  .min(1, { error: 'Enter your current password' })
  .max(128);

export const emailBody = z.strictObject({ email: emailSchema, currentPassword: currentPassword.optional() });
export const passwordBody = z.strictObject({ currentPassword, newPassword: newPasswordSchema });
export const cardParams = z.object({
  id: z.string(),
  cardId: z.string().regex(/^pm_[A-Za-z0-9]+$/, { error: 'Unknown card' }),
});
export const membershipBody = z.strictObject({
  cancelAtPeriodEnd: z.boolean({ error: 'Must be true or false' }),
});

/** Only the person themself changes their own sign-in; an admin may change a customer's e-mail without it. */
async function checkPassword(
  q: Queryable,
  request: FastifyRequest,
  userId: number,
  password: string | undefined,
) {
  const auth = requireAuth(request);
  if (auth.role === 'ADMIN' && auth.userId !== userId) return;
  if (password === undefined) throw invalidField('currentPassword', 'Enter your current password');
  const { rows } = await q.query<{ hash: string }>('SELECT password_hash AS hash FROM users WHERE id = $1', [
    userId,
  ]);
  if (!rows[0] || !(await verifyPassword(password, rows[0].hash)))
    throw invalidField('currentPassword', WRONG_PASSWORD);
}

export interface CardJson {
  id: string;
  brand: string;
  last4: string;
  isDefault: boolean;
  createdAt: string;
}

async function listCards(q: Queryable, customerId: string): Promise<CardJson[]> {
  const { rows } = await q.query<CardJson>(
    `SELECT m.id, m.brand, m.last4, (m.id = c.default_payment_method_id) AS "isDefault",
            to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
     FROM payment_methods m JOIN payment_customers c ON c.id = m.payment_customer_id
     WHERE c.id = $1 AND NOT m.removed ORDER BY m.created_at DESC, m.id`,
    [customerId],
  );
  return rows.map((row) => ({ ...row, isDefault: row.isDefault === true }));
}

async function customerOf(q: Queryable, userId: number): Promise<string> {
  await assertUserExists(q, userId);
  const customerId = await findPaymentCustomerId(q, userId);
  if (!customerId) throw notFound('No payment account');
  return customerId;
}

export function accountSettingsRoutes(app: FastifyInstance, { db, tokens, events }: LabDeps): void {
  app.put('/users/:id/email', async (request) => {
    const userId = ownedUserId(request);
    const { email, currentPassword: password } = parseInput(emailBody, request.body);
    await db.transaction(async (tx) => {
      await assertUserExists(tx, userId);
      await checkPassword(tx, request, userId, password);
      const owner = await findUserIdByEmail(tx, email);
      if (owner !== null && owner !== userId) throw conflict(EMAIL_TAKEN);
      await tx.query('UPDATE users SET email = $2, updated_at = now() WHERE id = $1', [userId, email]);
    });
    return loadUser(db, userId);
  });

  app.put('/users/:id/password', async (request, reply) => {
    const userId = ownedUserId(request);
    const auth = requireAuth(request);
    if (auth.userId !== userId) throw forbidden('Only the account holder can change their password');
    const body = parseInput(passwordBody, request.body);
    const { ended, sessionVersion } = await db.transaction(async (tx) => {
      await checkPassword(tx, request, userId, body.currentPassword);
      await setPasswordHash(tx, userId, await hashPassword(body.newPassword));
      // Every other session ends; this one carries on with the fresh token below.
      const ids = await endSessions(tx, userId, { except: auth.sessionId }, 'password changed');
      const { rows } = await tx.query<{ version: number }>(
        'SELECT session_version AS version FROM users WHERE id = $1',
        [userId],
      );
      return { ended: ids, sessionVersion: rows[0]?.version ?? 0 };
    });
    events.publishSessionsEnded({ userId, sessionIds: ended });
    await sendFreshToken(reply, tokens, {
      userId,
      role: auth.role,
      mfa: auth.mfa,
      ver: sessionVersion,
      sid: auth.sessionId ?? undefined,
    });
    request.log.info({ userId }, 'password changed');
    return { changed: true };
  });

  app.get('/users/:id/payment-methods', async (request) => {
    const userId = ownedUserId(request);
    return listCards(db, await customerOf(db, userId));
  });

  app.put('/users/:id/payment-methods/:cardId/default', async (request) => {
    const userId = ownedUserId(request);
    const { cardId } = parseInput(cardParams, request.params);
    await db.transaction(async (tx) => {
      const customerId = await customerOf(tx, userId);
      const { rows } = await tx.query<{ id: string }>(
        `UPDATE payment_customers SET default_payment_method_id = $2 WHERE id = $1
           AND EXISTS (SELECT 1 FROM payment_methods WHERE id = $2 AND payment_customer_id = $1 AND NOT removed)
         RETURNING id`,
        [customerId, cardId],
      );
      if (rows.length === 0) throw notFound('Card not found');
    });
    return loadUser(db, userId);
  });

  app.delete('/users/:id/payment-methods/:cardId', async (request) => {
    const userId = ownedUserId(request);
    const { cardId } = parseInput(cardParams, request.params);
    await db.transaction(async (tx) => {
      const customerId = await customerOf(tx, userId);
      // Invoices keep pointing at the card they were paid with: detach it from the customer instead of deleting.
      const { rows } = await tx.query<{ id: string }>(
        'SELECT id FROM payment_methods WHERE id = $2 AND payment_customer_id = $1 AND NOT removed',
        [customerId, cardId],
      );
      if (rows.length === 0) throw notFound('Card not found');
      await tx.query(
        `UPDATE payment_customers SET default_payment_method_id = (
           SELECT id FROM payment_methods WHERE payment_customer_id = $1 AND id <> $2 AND NOT removed
           ORDER BY created_at DESC, id LIMIT 1)
         WHERE id = $1 AND (default_payment_method_id = $2 OR default_payment_method_id IS NULL)`,
        [customerId, cardId],
      );
      await tx.query('UPDATE payment_methods SET removed = true WHERE id = $1', [cardId]);
    });
    return loadUser(db, userId);
  });

  app.put('/users/:id/membership', async (request) => {
    const userId = ownedUserId(request);
    const { cancelAtPeriodEnd } = parseInput(membershipBody, request.body);
    await db.transaction(async (tx) => {
      const customerId = await customerOf(tx, userId);
      const { rows } = await tx.query<{ id: string }>(
        `UPDATE subscriptions SET cancel_at_period_end = $2
         WHERE id = (SELECT id FROM subscriptions WHERE payment_customer_id = $1 AND status IN ('active', 'trialing')
                       AND current_period_end > now() ORDER BY created_at DESC LIMIT 1)
         RETURNING id`,
        [customerId, cancelAtPeriodEnd],
      );
      if (rows.length === 0) throw notFound('There is no membership to change');
    });
    return loadUser(db, userId);
  });
}

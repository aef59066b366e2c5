import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { LabDeps } from '../deps';
import { HttpError, invalidField, notFound } from '../errors';
import { queueMail } from '../services/mail-outbox';
import { FRIEND_WELCOME_CREDIT, referredFriends } from '../services/referral-rewards';
import { emailSchema, parseInput } from '../validation';
import { ownedUserId, USER_NOT_FOUND } from './owned-user';

export const sendQuery = z.strictObject({ email: emailSchema });
const MAX_INVITATIONS_LISTED = 50;

interface Referrer {
  first_name: string;
  email: string;
  referral_code: string;
}

/** Referral invitations (docs/lab-behaviour.md "Users → referrals"): send one by e-mail, list those sent. */
export function referralRoutes(app: FastifyInstance, { db, config }: LabDeps): void {
  const invitations = async (userId: number) => {
    const { rows } = await db.query<{ email: string; sent_at: Date }>(
      `SELECT email, sent_at FROM referral_invitations WHERE referrer_id = $1 ORDER BY sent_at DESC, id DESC
       LIMIT ${MAX_INVITATIONS_LISTED}`,
      [userId],
    );
    return rows.map((row) => ({ email: row.email, sentAt: row.sent_at.toISOString() }));
  };

  const listing = async (userId: number) => {
    const { rows } = await db.query<{ referral_code: string }>(
      'SELECT referral_code FROM users WHERE id = $1',
      [userId],
    );
    if (!rows[0]) throw notFound(USER_NOT_FOUND);
    return {
      code: rows[0].referral_code,
      invitations: await invitations(userId),
      ...(await referredFriends(db, userId)),
    };
  };

  app.get('/users/:id/referrals', async (request) => listing(ownedUserId(request)));

  app.get('/users/:id/send-referral', async (request) => {
    const userId = ownedUserId(request);
    const { email } = parseInput(sendQuery, request.query);
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<Referrer>(
        'SELECT first_name, email, referral_code FROM users WHERE id = $1 FOR UPDATE',
        [userId],
      );
      const referrer = rows[0];
      if (!referrer) throw notFound(USER_NOT_FOUND);
      if (referrer.email === email) {
        throw invalidField('email', 'Invite a friend, not yourself');
      }
      const recent = await tx.query(
        `SELECT 1 FROM referral_invitations
          WHERE referrer_id = $1 AND email = $2 AND sent_at > now() - interval '1 day'`,
        [userId, email],
      );
      if (recent.rows.length > 0) throw new HttpError(429, 'You invited this friend today already');
      await tx.query('INSERT INTO referral_invitations (referrer_id, email) VALUES ($1, $2)', [
        userId,
        email,
      ]);
      const link = `${config.webUrl}/signup?ref=${encodeURIComponent(referrer.referral_code)}`;
      await queueMail(tx, request.log, {
        to: email,
        subject: `${referrer.first_name} invited you to Nice Film Club`,
        body: `${referrer.first_name} thinks you would like Nice Film Club: film developing, scanning and prints.\n\nJoin with their code ${referrer.referral_code} and get $${(FRIEND_WELCOME_CREDIT / 100).toFixed(2)} of credit toward your first order: ${link}\n`,
      });
    });
    return listing(userId);
  });
}

import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';
import { adjustBalance, findPaymentAccount } from '../db/queries/orders-billing';
import { invalidField } from '../errors';
import { queueMail } from './mail-outbox';

/**
 * The referral reward (docs/decisions/092-referral-reward.md): "give $10, get $10". The friend's welcome credit
 * and the referrer's reward are account credit (the payment customer's negative balance), which invoices and the
 * shop's checkout already spend, so neither costs the lab anything until someone orders.
 */
export const FRIEND_WELCOME_CREDIT = 1000;
export const REFERRER_REWARD = 1000;

export const UNKNOWN_REFERRAL_CODE = 'No member has this referral code. Check the link, or leave it empty.';

/** The member whose code this is (codes are stored upper-case), or a field error for the sign-up form. */
export async function findReferrer(q: Queryable, code: string): Promise<number> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM users WHERE referral_code = $1', [
    code.trim().toUpperCase(),
  ]);
  if (!rows[0]) throw invalidField('referralCode', UNKNOWN_REFERRAL_CODE);
  return rows[0].id;
}

/** Credits `userId`'s account by `amount` cents (lowers the balance: a negative balance is credit). */
async function creditAccount(q: Queryable, userId: number, amount: number): Promise<void> {
  const account = await findPaymentAccount(q, userId);
  // Every account gets its payment customer when it is created (services/accounts.ts).
  if (!account) throw new Error(`User ${userId} has no payment customer`);
  await adjustBalance(q, account.paymentCustomerId, -amount);
}

/**
 * In the sign-up transaction: the new account is referred by `referrerId` for good, and gets its welcome credit.
 * A brand-new account cannot hold the code it signs up with, so this is never a self-referral.
 */
export async function recordReferral(q: Queryable, friendId: number, referrerId: number): Promise<void> {
  if (friendId === referrerId) return;
  await q.query('UPDATE users SET referred_by = $2 WHERE id = $1 AND referred_by IS NULL', [
    friendId,
    referrerId,
  ]);
  await q.query(
    `INSERT INTO referral_credits (friend_id, referrer_id, beneficiary, amount) VALUES ($1, $2, 'FRIEND', $3)`,
    [friendId, referrerId, FRIEND_WELCOME_CREDIT],
  );
  await creditAccount(q, friendId, FRIEND_WELCOME_CREDIT);
}

/**
 * In the payment's transaction: when a referred customer pays a development order, their referrer earns the
 * reward, once per friend (the unique row decides, so two payments racing grant it once) and mailed about it.
 */
export async function rewardReferrer(
  q: Queryable,
  log: FastifyBaseLogger,
  friendId: number,
  orderId: number,
): Promise<void> {
  const { rows } = await q.query<{ referrerId: number | null; friendFirst: string; friendLast: string }>(
    `SELECT referred_by AS "referrerId", first_name AS "friendFirst", last_name AS "friendLast"
       FROM users WHERE id = $1`,
    [friendId],
  );
  const friend = rows[0];
  if (!friend?.referrerId || friend.referrerId === friendId) return;
  const granted = await q.query(
    `INSERT INTO referral_credits (friend_id, referrer_id, beneficiary, order_id, amount)
     VALUES ($1, $2, 'REFERRER', $3, $4) ON CONFLICT (friend_id, beneficiary) DO NOTHING RETURNING id`,
    [friendId, friend.referrerId, orderId, REFERRER_REWARD],
  );
  if (granted.rows.length === 0) return;
  await creditAccount(q, friend.referrerId, REFERRER_REWARD);
  const referrer = await q.query<{ email: string; firstName: string }>(
    'SELECT email, first_name AS "firstName" FROM users WHERE id = $1',
    [friend.referrerId],
  );
  const to = referrer.rows[0];
  if (!to) return;
  const dollars = (REFERRER_REWARD / 100).toFixed(2);
  await queueMail(q, log, {
    to: to.email,
    subject: `You earned $${dollars} credit: ${shortName(friend.friendFirst, friend.friendLast)} paid their first order`,
    body: `Hi ${to.firstName},\n\nA friend you referred has paid their first order, so $${dollars} of account credit is yours. It comes off your next invoice.\n\nThank you for spreading the word.\n`,
  });
}

/** "Sam K.": what a referrer sees of a friend, never the full last name or e-mail. */
export function shortName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

export interface ReferredFriend {
  name: string;
  signedUpAt: string;
  ordered: boolean;
  creditEarned: number;
}

const MAX_FRIENDS_LISTED = 100;

/** The friends who signed up with `referrerId`'s code, newest first, and the reward earned in all. */
export async function referredFriends(q: Queryable, referrerId: number) {
  const { rows } = await q.query<{
    first_name: string;
    last_name: string;
    created_at: Date;
    ordered: boolean;
    credit: number;
  }>(
    `SELECT u.first_name, u.last_name, u.created_at,
       EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = u.id AND o.kind = 'DEVELOPMENT'
                 AND o.status <> 'CANCELED') AS ordered,
       COALESCE(rc.amount, 0)::int AS credit
     FROM users u
     LEFT JOIN referral_credits rc ON rc.friend_id = u.id AND rc.beneficiary = 'REFERRER' AND rc.referrer_id = $1
     WHERE u.referred_by = $1 ORDER BY u.created_at DESC, u.id DESC LIMIT ${MAX_FRIENDS_LISTED}`,
    [referrerId],
  );
  const total = await q.query<{ total: number }>(
    `SELECT COALESCE(SUM(amount), 0)::int AS total FROM referral_credits
      WHERE referrer_id = $1 AND beneficiary = 'REFERRER'`,
    [referrerId],
  );
  const friends: ReferredFriend[] = rows.map((row) => ({
    name: shortName(row.first_name, row.last_name),
    signedUpAt: row.created_at.toISOString(),
    ordered: row.ordered || row.credit > 0,
    creditEarned: row.credit,
  }));
  return {
    friends,
    totalEarned: total.rows[0]?.total ?? 0,
    reward: { friendCredit: FRIEND_WELCOME_CREDIT, referrerCredit: REFERRER_REWARD },
  };
}

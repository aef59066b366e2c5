import type { Queryable } from '../db/database';
import { findUserIdByEmail, insertUser, referralCodeTaken } from '../db/queries/users';
import { conflict } from '../errors';
import type { Role } from '../validation';
import { processorId, referralCode } from './random-ids';

export const EMAIL_TAKEN = 'An account with this e-mail already exists';

export interface NewAccount {
  email: string;
  passwordHash: string;
  role: Role;
  firstName: string;
  lastName: string;
  phone?: string;
}

async function uniqueReferralCode(tx: Queryable, firstName: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = referralCode(firstName);
    if (!(await referralCodeTaken(tx, code))) return code;
  }
  throw new Error('Could not find a free referral code');
}

/**
 * A user plus their payment-customer record (non-member: no subscriptions), as signup and admins create them.
 * Call inside a transaction: either both rows exist afterwards or neither does.
 */
export async function createAccount(tx: Queryable, account: NewAccount): Promise<number> {
  if ((await findUserIdByEmail(tx, account.email)) !== null) throw conflict(EMAIL_TAKEN);
  const userId = await insertUser(tx, {
    ...account,
    phone: account.phone ?? null,
    referralCode: await uniqueReferralCode(tx, account.firstName),
  });
  await tx.query('INSERT INTO payment_customers (id, user_id, balance) VALUES ($1, $2, 0)', [
    processorId('cus'),
    userId,
  ]);
  return userId;
}

/** Two signups racing past the e-mail check meet the unique index; that is the same conflict. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

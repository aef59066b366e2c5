import { z } from 'zod';
import { badRequest, invalidField } from './errors';

const NUL_MESSAGE = 'Must not contain a NUL character';

// Bodies, queries and params are strict: an unknown key is a 400, so a caller's typo never passes silently.

/** Parses or throws the ZodError, which the error handler answers as 400 with one entry per issue. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const nul = nulPath(value);
  if (nul) throw nul.length > 0 ? invalidField(nul.join('.'), NUL_MESSAGE) : badRequest(NUL_MESSAGE);
  return schema.parse(value);
}

/**
 * Where the input holds U+0000, which Postgres text cannot store: without this check the insert or the search
 * fails as a 500, and the BFF would take one caller's bad input for the lab being unwell.
 */
function nulPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = nulPath(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

// A schema-wide `error` (as in `z.string({ error })`) also replaces the messages of its checks, so each check
// names its own: a 300-character e-mail is too long, not missing.
export const idSchema = z.coerce
  .number({ error: 'Must be a number' })
  .int({ error: 'Must be a whole number' })
  .positive({ error: 'Must be a positive number' })
  .max(2_147_483_647, { error: 'Must be at most 2147483647' });

export const emailSchema = z
  .string({ error: 'E-mail is required' })
  .trim()
  .max(254, { error: 'Must be at most 254 characters' })
  .pipe(z.email({ error: 'Must be a valid e-mail address' }))
  .transform((email) => email.toLowerCase());

export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(8, { error: 'Password must be at least 8 characters' })
  .max(128, { error: 'Password must be at most 128 characters' });

export const personNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, { error: 'Must not be empty' })
  .max(80, { error: 'Must be at most 80 characters' });

export const phoneSchema = z
  .string()
  .trim()
  .regex(/^[0-9 +\-().]{7,20}$/, { error: 'Must be 7 to 20 digits, spaces or + - ( ) .' });

/** A query-string flag: 'true' or 'false'. */
export const booleanQuery = z
  .enum(['true', 'false'], { error: 'Must be true or false' })
  .transform((value) => value === 'true');

/** A page of a list in the query string: limit 1–100 (25 by default), offset ≥ 0. */
export const pageQuery = {
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).default(0),
};

export const roleSchema = z.enum(['ADMIN', 'CUSTOMER', 'MESSENGER', 'VENDOR']);
export type Role = z.infer<typeof roleSchema>;

/** A card token from the processor's client library; test mode knows tok_visa, tok_mastercard, tok_chargeDeclined. */
export const paymentTokenSchema = z
  .string({ error: 'Token is required' })
  .trim()
  .min(1, { error: 'Token is required' })
  .max(200, { error: 'Must be at most 200 characters' });

import { z } from 'zod';

// Input rules at the BFF's edge. The lab validates again; these give people clear messages early.

export const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'E-mail must be at most 254 characters')
  .pipe(z.email('Enter a valid e-mail address'));
const password = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');
const name = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(80, `${label} must be at most 80 characters`);
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ().-]{7,20}$/, 'Enter a valid phone number');
const id = z.string().regex(/^\d{1,18}$/, 'Unknown id');

export const loginArgs = z.object({
  email,
  password: z.string().min(1, 'Enter your password').max(128, 'Password must be at most 128 characters'),
});

export const signupInput = z.object({
  email,
  password,
  firstName: name('First name'),
  lastName: name('Last name'),
  phone: phone.optional().nullable(),
});

export const emailArg = z.object({ email });
export const resetPasswordArgs = z.object({
  token: z.string().trim().min(1, 'The reset link is incomplete'),
  password,
});
export const tokenArg = z.object({ token: z.string().trim().min(1).max(512) });

export const updateUserInput = z.object({
  firstName: name('First name').optional().nullable(),
  lastName: name('Last name').optional().nullable(),
  phone: phone.optional().nullable(),
});

export const addressInput = z.object({
  placeId: z.string().trim().max(300).optional().nullable(),
  address1: z.string().trim().min(1, 'Address is required').max(200),
  address2: z.string().trim().max(200).optional().nullable(),
  city: z.string().trim().min(1, 'City is required').max(100),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'State must be a two-letter code'),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'Zip must be 5 digits'),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Country must be a two-letter code')
    .optional()
    .nullable(),
  primary: z.boolean().optional().nullable(),
});

export const idArg = z.object({ id });

/** A page of a list: limit 1–100, offset ≥ 0 (every paged field). */
export const pageArgs = z.object({
  limit: z
    .number()
    .int()
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100'),
  offset: z.number().int().min(0, 'offset must not be negative'),
});

export const usersArgs = pageArgs.extend({ search: z.string().trim().max(200).optional().nullable() });

export const waitlistInput = z.object({
  email,
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'Zip must be 5 digits')
    .optional()
    .nullable(),
  // Blank is the same as left out (the lab wants a name or none).
  name: z
    .string()
    .trim()
    .max(120, 'Name must be at most 120 characters')
    .nullish()
    .transform((value) => value || undefined),
});

/** Drops nulls so optional GraphQL inputs become absent REST fields. */
export function compact<T extends Record<string, unknown>>(
  value: T,
): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as never;
}

/** Field checks shared by every form that asks for the same things (sign-up, account details). */

/**
 * The e-mail rule every form uses (sign-up, account details, the newsletter): the one the BFF and the lab apply (zod's
 * e-mail pattern), so the browser never accepts an address the server refuses, like '😀@😀.com' (issue 26).
 */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** The longest address mail can carry (RFC 5321), as the BFF and the lab check. */
export const EMAIL_MAX_LENGTH = 254;
const PHONE_CHARS = /^\+?[\d\s().-]+$/;

export const PASSWORD_MIN_LENGTH = 8;

export function requiredMessage(value: string, message: string): string | undefined {
  return value.trim() ? undefined : message;
}

export function isValidEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL.test(trimmed);
}

export function emailMessage(value: string): string | undefined {
  if (!value.trim()) return 'Enter your email address';
  if (value.trim().length > EMAIL_MAX_LENGTH)
    return `Email addresses are at most ${EMAIL_MAX_LENGTH} characters`;
  return isValidEmail(value) ? undefined : 'Enter a valid email address, like name@example.com';
}

/** US numbers have 10 digits; 15 is the international maximum (E.164). */
export function phoneMessage(value: string): string | undefined {
  if (!value.trim()) return 'Enter your phone number';
  const digits = value.replace(/\D/g, '');
  const valid = PHONE_CHARS.test(value.trim()) && digits.length >= 10 && digits.length <= 15;
  return valid ? undefined : 'Enter a valid phone number, like (555) 123-4567';
}

export function passwordMessage(value: string): string | undefined {
  if (!value) return 'Choose a password';
  return value.length >= PASSWORD_MIN_LENGTH
    ? undefined
    : `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}

/** Moves focus to the first field the person has to fix, so keyboard and screen reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement) {
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

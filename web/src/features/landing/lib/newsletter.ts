import { EMAIL_MAX_LENGTH, isValidEmail } from '../../../lib/validation';

/** The sign-up prompt appears this long after load for visitors neither subscribed nor logged in (spec §9). */
export const SIGNUP_PROMPT_DELAY_MS = 15_000;
/** After a successful subscription in the popup, its callback closes it this much later (spec §9). */
export const NEWSLETTER_CLOSE_DELAY_MS = 10_000;

/** A standard address pattern (spec §5): the same rule as sign-up's (lib/validation). */
export const isValidNewsletterEmail = isValidEmail;

/** The field's error shows only after blur, and only for an invalid address (spec §5). */
export function newsletterError(value: string, touched: boolean): string | null {
  if (!touched || isValidNewsletterEmail(value)) return null;
  if (value.trim() === '') return 'E-mail is required';
  if (value.trim().length > EMAIL_MAX_LENGTH) return `E-mail must be at most ${EMAIL_MAX_LENGTH} characters`;
  return 'Enter a valid e-mail address';
}

export function shouldOfferSignup(visitor: { subscribed: boolean; loggedIn: boolean }): boolean {
  return !visitor.subscribed && !visitor.loggedIn;
}

import { randomBytes, randomInt } from 'node:crypto';

// No 0/O/1/I: referral codes are read aloud and typed by hand.
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function randomString(alphabet: string, length: number): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** An id shaped like a card processor's: `cus_…` (customer), `sub_…`, `pm_…` (card), `in_…` (invoice), `pi_…` (payment). */
export function processorId(prefix: 'cus' | 'sub' | 'pm' | 'in' | 'pi'): string {
  return `${prefix}_${randomString(ID_ALPHABET, 14)}`;
}

/** e.g. CASEY-7Q2K: the first name makes it recognisable, the suffix makes it unique enough to retry rarely. */
export function referralCode(firstName: string): string {
  const stem = firstName
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, 12);
  return `${stem || 'NICE'}-${randomString(CODE_ALPHABET, 4)}`;
}

export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

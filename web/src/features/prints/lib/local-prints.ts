import { PRINT_DRAFTS_KEY } from '../../../lib/local-drafts';

/**
 * Large-format prints being put together, kept in localStorage (spec §4 'Drafts are persisted locally') until they
 * go into the cart. Only the ids and the customer's choices are kept: the draft itself is re-read from the lab
 * (decision 083), so a stale or foreign id shows as 'not found' rather than as someone's picture.
 */

export const BORDERS = [0, 0.25, 0.5, 1] as const;
export type Border = (typeof BORDERS)[number];
export type Orientation = 'PORTRAIT' | 'LANDSCAPE';

export interface LocalPrint {
  /** Random, made in the browser: the {printId} of /users/{id}/print-orders/{printId}. */
  id: string;
  /** The customer whose pages it was made on (staff keep prints for several customers in one browser). */
  userId: string;
  paperId: string;
  sizeId: string;
  /** Copied from the paper list when chosen, so the drafts list reads without asking the server. */
  paperName: string;
  width: number;
  height: number;
  border: Border;
  orientation: Orientation;
  quantity: number;
  draftId: string | null;
  draftName: string | null;
  /** ISO instant: the drafts list shows the newest first. */
  updatedAt: string;
}

function readAll(): LocalPrint[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(PRINT_DRAFTS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isLocalPrint) : [];
  } catch {
    return [];
  }
}

function writeAll(prints: LocalPrint[]): void {
  try {
    window.localStorage.setItem(PRINT_DRAFTS_KEY, JSON.stringify(prints));
  } catch {
    // Storage full or blocked: the print still works for this visit, it just won't survive a reload.
  }
}

/** Storage is anyone's to edit; an entry of another shape (an older version's) is ignored, not trusted. */
function isLocalPrint(value: unknown): value is LocalPrint {
  const print = value as Partial<LocalPrint> | null;
  return (
    typeof print === 'object' &&
    print !== null &&
    typeof print.id === 'string' &&
    typeof print.userId === 'string' &&
    typeof print.sizeId === 'string' &&
    typeof print.width === 'number' &&
    typeof print.height === 'number' &&
    BORDERS.includes(print.border as Border) &&
    (print.orientation === 'PORTRAIT' || print.orientation === 'LANDSCAPE') &&
    Number.isInteger(print.quantity)
  );
}

/** 16 random bytes in hex: an id nobody else's browser will make. */
export function newPrintId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function localPrintsOf(userId: string): LocalPrint[] {
  return readAll()
    .filter((print) => print.userId === userId)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

export function findLocalPrint(id: string): LocalPrint | null {
  return readAll().find((print) => print.id === id) ?? null;
}

export function saveLocalPrint(print: LocalPrint): LocalPrint {
  const saved = { ...print, updatedAt: new Date().toISOString() };
  writeAll([saved, ...readAll().filter((other) => other.id !== print.id)]);
  return saved;
}

export function removeLocalPrint(id: string): void {
  writeAll(readAll().filter((print) => print.id !== id));
}

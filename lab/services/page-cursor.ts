import { invalidField } from '../errors';

// Keyset (cursor) paging (docs/decisions/120-a-labs-volume.md): a page after a cursor starts right after the row the
// cursor names, found through the list's index whatever its depth, where OFFSET walks every row before it. A
// cursor is opaque to callers: the list it belongs to and the row's sort key, base64url. Times travel as whole
// microseconds since 1970 (text, exact) or 'inf' (a roll not synced yet sorts as if synced at infinity).

export type CursorKind = 'orders' | 'rolls' | 'scans' | 'roll-events';
export type CursorValue = string | number;

const ARITY: Record<CursorKind, number> = { orders: 2, rolls: 2, scans: 4, 'roll-events': 2 };
const MICROS = /^(-?\d{1,19}|inf)$/;

export function encodeCursor(kind: CursorKind, values: CursorValue[]): string {
  return Buffer.from(JSON.stringify([kind, ...values])).toString('base64url');
}

/**
 * The sort key a cursor names: the first value a time (microseconds or 'inf'), the rest ids or frame numbers.
 * A cursor of another list, or not a cursor at all, is a 400 on `field`.
 */
export function decodeCursor(kind: CursorKind, text: string, field = 'after'): [string, ...number[]] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  const fail = () => invalidField(field, 'Not a cursor of this list: start again from the first page');
  if (!Array.isArray(parsed) || parsed.length !== ARITY[kind] + 1 || parsed[0] !== kind) throw fail();
  const [, time, ...ids] = parsed as [string, unknown, ...unknown[]];
  if (typeof time !== 'string' || !MICROS.test(time)) throw fail();
  if (!ids.every((id) => Number.isSafeInteger(id) && (id as number) >= 0 && (id as number) <= 2_147_483_647))
    throw fail();
  return [time, ...(ids as number[])];
}

/** SQL for a timestamptz column as the cursor's time text (NULL and infinity as 'inf'). */
export const cursorMicros = (column: string) =>
  `CASE WHEN ${column} IS NULL OR ${column} = 'infinity' THEN 'inf'
    ELSE (extract(epoch FROM ${column}) * 1000000)::bigint::text END`;

/** SQL turning a parameter holding a cursor's time back into a timestamptz. */
export const fromCursorMicros = (param: string) =>
  `(CASE WHEN ${param}::text = 'inf' THEN 'infinity'::timestamptz
    ELSE timestamptz 'epoch' + ${param}::text::bigint * interval '1 microsecond' END)`;

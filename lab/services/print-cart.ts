import type { Queryable } from '../db/database';
import { invalidField } from '../errors';

// Print lines in the cart (docs/decisions/095-print-orders.md): 4x6 prints of the customer's own scans, priced in
// packs of 36 at the plan's 4x6 price (spec §9), and large-format prints of a converted draft on a paper size, at the
// size's price. Lines hold no price: they are priced with the user's plan whenever shown or bought.

export const PACK_SIZE = 36;
/** Spec §9 '4x6 prints 1199 / 999 / 999 / 999': one pack without a plan in force, and with any plan. */
export const PACK_PRICE = { listPrice: 1199, memberPrice: 999 } as const;
export const MAX_FRAMES = 500;
export const MAX_COPIES = 100;
export const FOUR_BY_SIX_BORDERS = [0, 0.125] as const;
export const LARGE_FORMAT_BORDERS = [0, 0.25, 0.5, 1] as const;
/** What the 4x6 prints are printed on (the lab's everyday lustre paper). */
export const FOUR_BY_SIX_PAPER = { name: 'Lustre 4x6', paperType: 'LUSTRE', width: 4, height: 6 } as const;
/** A second identical add inside this window is the same click twice, not a second line. */
const DOUBLE_CLICK_MS = 10_000;

export type PrintKind = 'FOUR_BY_SIX' | 'LARGE_FORMAT';

export interface PrintLineRow {
  id: number;
  kind: PrintKind;
  quantity: number;
  border: number;
  scanIds: number[];
  /** A 4x6 line's frames as the customer knows them: each scan's roll and position, in the line's order. */
  rollFrames?: { rollId: number; frame: number }[];
  paperSizeId: number | null;
  draftId: string | null;
  paperName: string;
  paperType: string;
  width: number;
  height: number;
  sizePrice: number | null;
  /** Large format: the draft's name, pixels and JPEG (signed into a read link per answer). */
  draftName: string | null;
  draftWidth: number | null;
  draftHeight: number | null;
  draftJpegKey: string | null;
}

export type PrintInput =
  | { kind: 'FOUR_BY_SIX'; scanIds: number[]; rollIds: number[]; border: number; quantity: number }
  | { kind: 'LARGE_FORMAT'; paperSizeId: number; draftId: string; border: number; quantity: number };

/** The user's print lines, oldest first; `lock` takes the lines' rows for a checkout. */
export async function printLines(q: Queryable, userId: number, lock = false): Promise<PrintLineRow[]> {
  const { rows } = await q.query<
    Omit<PrintLineRow, 'paperName' | 'paperType' | 'width' | 'height'> & {
      sizeWidth: number | null;
      sizeHeight: number | null;
      largePaperName: string | null;
      largePaperType: string | null;
    }
  >(
    `SELECT c.id, c.print_kind AS kind, c.quantity, c.border::float8 AS border, c.paper_size_id AS "paperSizeId",
       c.draft_id AS "draftId", s.width AS "sizeWidth", s.height AS "sizeHeight", s.price AS "sizePrice",
       p.name AS "largePaperName", p.paper_type AS "largePaperType", d.name AS "draftName",
       d.width AS "draftWidth", d.height AS "draftHeight", d.jpeg_key AS "draftJpegKey",
       COALESCE((SELECT array_agg(ls.scan_id ORDER BY ls.position) FROM cart_line_scans ls WHERE ls.line_id = c.id),
         '{}') AS "scanIds",
       COALESCE((SELECT json_agg(json_build_object('rollId', s2.roll_id, 'frame', s2.frame) ORDER BY ls.position)
                   FROM cart_line_scans ls JOIN scans s2 ON s2.id = ls.scan_id WHERE ls.line_id = c.id),
         '[]') AS "rollFrames"
     FROM cart_lines c
     LEFT JOIN print_paper_sizes s ON s.id = c.paper_size_id LEFT JOIN print_papers p ON p.id = s.paper_id
     LEFT JOIN print_drafts d ON d.id = c.draft_id
     WHERE c.user_id = $1 AND c.print_kind IS NOT NULL ORDER BY c.created_at, c.id ${lock ? 'FOR UPDATE OF c' : ''}`,
    [userId],
  );
  return rows.map(({ sizeWidth, sizeHeight, largePaperName, largePaperType, ...row }) =>
    row.kind === 'FOUR_BY_SIX'
      ? { ...row, ...FOUR_BY_SIX_PAPER, paperName: FOUR_BY_SIX_PAPER.name }
      : {
          ...row,
          paperName: largePaperName ?? '',
          paperType: largePaperType ?? 'LUSTRE',
          width: sizeWidth ?? 0,
          height: sizeHeight ?? 0,
        },
  );
}

/** A 4x6 line with no frames left (its scans were deleted) prints nothing: the cart drops it. */
export async function dropEmptyPrintLines(tx: Queryable, lines: PrintLineRow[]): Promise<PrintLineRow[]> {
  const empty = lines.filter((line) => line.kind === 'FOUR_BY_SIX' && line.scanIds.length === 0);
  if (empty.length > 0) {
    await tx.query('DELETE FROM cart_lines WHERE id = ANY($1::int[])', [empty.map((line) => line.id)]);
  }
  return lines.filter((line) => !empty.includes(line));
}

export const printCount = (line: Pick<PrintLineRow, 'kind' | 'scanIds' | 'quantity'>) =>
  line.kind === 'FOUR_BY_SIX' ? line.scanIds.length * line.quantity : line.quantity;

export interface PricedPrint {
  /** Per pack (4x6) or per print (large format), in cents, as the user pays it. */
  unitAmount: number;
  /** The same without a plan, for the member savings. */
  listUnitAmount: number;
  /** Packs (4x6) or prints (large format). */
  units: number;
  amount: number;
  description: string;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** '1–36' for a run, '3, 7, 12–15' otherwise: a roll's frame positions, runs of three or more joined. */
export function frameRuns(frames: readonly number[]): string {
  const sorted = [...new Set(frames)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] as number) + 1) j++;
    if (j - i >= 2) parts.push(`${sorted[i]}–${sorted[j]}`);
    else parts.push(...sorted.slice(i, j + 1).map(String));
    i = j + 1;
  }
  return parts.join(', ');
}

/**
 * Which frames a 4x6 line prints, roll by roll (decision 106): 'roll 31 frames 1–36, roll 32 frames 1–3'. Frame
 * numbers restart on every roll, so a selection across rolls never reads as one roll's run.
 */
export function describeRollFrames(rollFrames: readonly { rollId: number; frame: number }[]): string {
  const byRoll = new Map<number, number[]>();
  for (const { rollId, frame } of rollFrames) byRoll.set(rollId, [...(byRoll.get(rollId) ?? []), frame]);
  return [...byRoll]
    .map(
      ([rollId, frames]) => `roll ${rollId} ${frames.length === 1 ? 'frame' : 'frames'} ${frameRuns(frames)}`,
    )
    .join(', ');
}

export function describePrint(line: PrintLineRow): string {
  if (line.kind === 'LARGE_FORMAT') return `${line.width} x ${line.height} in on ${line.paperName}`;
  const frames = plural(line.scanIds.length, 'frame');
  const which = line.rollFrames?.length ? ` (${describeRollFrames(line.rollFrames)})` : '';
  return `${frames}${which}, ${plural(line.quantity, 'copy', 'copies')} each (${plural(printCount(line), 'print')})`;
}

export function pricePrint(line: PrintLineRow, member: boolean): PricedPrint {
  if (line.kind === 'FOUR_BY_SIX') {
    const units = Math.ceil(printCount(line) / PACK_SIZE);
    const unitAmount = member ? PACK_PRICE.memberPrice : PACK_PRICE.listPrice;
    return {
      unitAmount,
      listUnitAmount: PACK_PRICE.listPrice,
      units,
      amount: unitAmount * units,
      description: `4x6 prints: ${describePrint(line)}, ${plural(units, 'pack')} of ${PACK_SIZE}`,
    };
  }
  const unitAmount = line.sizePrice ?? 0;
  return {
    unitAmount,
    listUnitAmount: unitAmount,
    units: line.quantity,
    amount: unitAmount * line.quantity,
    description: `Print: ${describePrint(line)}`,
  };
}

/** A print line as the cart answer carries it (docs/lab-behaviour.md "Cart"): priced with the user's plan. */
export function printLineJson(line: PrintLineRow, member: boolean, draftRead: string | null) {
  const price = pricePrint(line, member);
  return {
    id: line.id,
    productId: null,
    quantity: line.quantity,
    print: {
      kind: line.kind,
      description: describePrint(line),
      paperName: line.paperName,
      paperType: line.paperType,
      width: line.width,
      height: line.height,
      border: line.border,
      scanIds: line.scanIds,
      paperSizeId: line.paperSizeId,
      draftId: line.draftId,
      draft: line.draftId
        ? {
            draftId: line.draftId,
            name: line.draftName,
            jpeg: line.draftJpegKey !== null,
            read: draftRead,
            width: line.draftWidth,
            height: line.draftHeight,
          }
        : null,
      printCount: printCount(line),
      unitAmount: price.unitAmount,
      units: price.units,
      amount: price.amount,
    },
  };
}

/** The distinct frames of a 4x6 add: the scans named and every ready frame of the rolls named, all the user's own. */
async function framesOf(
  tx: Queryable,
  userId: number,
  scanIds: number[],
  rollIds: number[],
): Promise<number[]> {
  const { rows } = await tx.query<{ id: number; userId: number; status: string }>(
    'SELECT id, user_id AS "userId", status FROM scans WHERE id = ANY($1::int[])',
    [scanIds],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (scanIds.some((id) => byId.get(id)?.userId !== userId || byId.get(id)?.status !== 'ready')) {
    throw invalidField('scanIds', 'Choose frames from your own rolls');
  }
  const { rows: rolls } = await tx.query<{ id: number }>(
    'SELECT id FROM film_rolls WHERE id = ANY($1::int[]) AND customer_id = $2',
    [rollIds, userId],
  );
  if (rolls.length !== new Set(rollIds).size) throw invalidField('rollIds', 'Choose your own rolls');
  const { rows: rollFrames } = await tx.query<{ id: number }>(
    `SELECT s.id FROM scans s WHERE s.roll_id = ANY($1::int[]) AND s.user_id = $2 AND s.status = 'ready'
     ORDER BY array_position($1::int[], s.roll_id), s.frame, s.id`,
    [rollIds, userId],
  );
  const frames = [...new Set([...scanIds, ...rollFrames.map((row) => row.id)])];
  const field = scanIds.length > 0 ? 'scanIds' : 'rollIds';
  if (frames.length === 0) throw invalidField(field, 'These rolls have no scans to print yet');
  if (frames.length > MAX_FRAMES) {
    throw invalidField(
      field,
      `At most ${MAX_FRAMES} frames in one order of prints (${frames.length} chosen)`,
    );
  }
  return frames;
}

async function checkLargeFormat(tx: Queryable, userId: number, paperSizeId: number, draftId: string) {
  const { rows: sizes } = await tx.query(
    'SELECT s.id FROM print_paper_sizes s JOIN print_papers p ON p.id = s.paper_id WHERE s.id = $1 AND p.active',
    [paperSizeId],
  );
  if (sizes.length === 0) throw invalidField('paperSizeId', 'Choose one of the papers and sizes offered');
  const { rows: drafts } = await tx.query<{ converted: boolean }>(
    'SELECT jpeg_key IS NOT NULL AS converted FROM print_drafts WHERE id = $1 AND user_id = $2',
    [draftId, userId],
  );
  if (!drafts[0]) throw invalidField('draftId', 'Print draft not found');
  if (!drafts[0].converted)
    throw invalidField('draftId', 'Upload your file and let it finish converting first');
}

/**
 * Adds a print line. The user's row is locked so two adds of one user serialize; the same print added again within
 * a few seconds (a double click) answers without a second line.
 */
export async function addPrintLine(tx: Queryable, userId: number, input: PrintInput): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const frames = input.kind === 'FOUR_BY_SIX' ? await framesOf(tx, userId, input.scanIds, input.rollIds) : [];
  if (input.kind === 'LARGE_FORMAT') await checkLargeFormat(tx, userId, input.paperSizeId, input.draftId);
  const paperSizeId = input.kind === 'LARGE_FORMAT' ? input.paperSizeId : null;
  const draftId = input.kind === 'LARGE_FORMAT' ? input.draftId : null;
  const { rows: same } = await tx.query(
    `SELECT c.id FROM cart_lines c
     WHERE c.user_id = $1 AND c.print_kind = $2 AND c.quantity = $3 AND c.border = $4
       AND c.paper_size_id IS NOT DISTINCT FROM $5 AND c.draft_id IS NOT DISTINCT FROM $6
       AND c.created_at > now() - make_interval(secs => $7)
       AND COALESCE((SELECT array_agg(scan_id ORDER BY position) FROM cart_line_scans WHERE line_id = c.id), '{}')
           = $8::int[]`,
    [userId, input.kind, input.quantity, input.border, paperSizeId, draftId, DOUBLE_CLICK_MS / 1000, frames],
  );
  if (same.length > 0) return;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO cart_lines (user_id, print_kind, quantity, border, paper_size_id, draft_id)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [userId, input.kind, input.quantity, input.border, paperSizeId, draftId],
  );
  if (frames.length > 0) {
    await tx.query(
      `INSERT INTO cart_line_scans (line_id, scan_id, position)
       SELECT $1, scan_id, position FROM unnest($2::int[]) WITH ORDINALITY AS f (scan_id, position)`,
      [rows[0]!.id, frames],
    );
  }
}

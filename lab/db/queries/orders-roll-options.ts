import type { Queryable } from '../database';

// A roll's options as a customer chose them: added, changed or taken off an order. Lists go in as one JSON
// parameter, so an order of 100 rolls is still one statement.

/**
 * A roll's options (docs/lab-behaviour.md NewRoll) after validation filled the defaults. Of the spec's keys only
 * crossProcessId is stored (as cross_process); pushPullId and returnToCustomer follow from pushPull and
 * negativesAction, and filmRollId is the roll's own id, so they are left out here.
 */
export interface RollOptions {
  process: string;
  format: string;
  brand: string;
  model: string;
  pushPull: number;
  crossProcessId: 'crossprocessroll' | null;
  addPrints: boolean;
  addRush: boolean;
  sleeving: string;
  scanQuality: string;
  halfFrames: boolean;
  negativesAction: string;
  notes: string | null;
}

const ROLL_RECORD = `process text, format text, brand text, model text, "pushPull" smallint, "crossProcessId" text,
  "addPrints" boolean, "addRush" boolean, sleeving text, "scanQuality" text, "halfFrames" boolean,
  "negativesAction" text, notes text`;

export async function insertRolls(
  q: Queryable,
  orderId: number,
  customerId: number,
  rolls: RollOptions[],
): Promise<void> {
  if (rolls.length === 0) return;
  await q.query(
    `INSERT INTO film_rolls (order_id, customer_id, process, format, brand, model, push_pull, cross_process,
       add_prints, add_rush, sleeving, scan_quality, half_frames, negatives_action, notes)
     SELECT $1, $2, x.process, x.format, x.brand, x.model, x."pushPull", x."crossProcessId" IS NOT NULL,
       x."addPrints", x."addRush", x.sleeving, x."scanQuality", x."halfFrames", x."negativesAction", x.notes
     FROM json_array_elements($3::json) WITH ORDINALITY AS e(value, n), json_to_record(e.value) AS x(${ROLL_RECORD})
     ORDER BY e.n`,
    [orderId, customerId, JSON.stringify(rolls)],
  );
}

/** A change to a roll already on the order: only the keys given change (notes and crossProcessId: null clears them). */
export type RollEdit = { id: number } & Partial<RollOptions>;

export async function updateRolls(q: Queryable, orderId: number, edits: RollEdit[]): Promise<void> {
  if (edits.length === 0) return;
  const records = edits.map((edit) => ({
    ...edit,
    hasNotes: edit.notes !== undefined,
    hasCrossProcess: edit.crossProcessId !== undefined,
  }));
  await q.query(
    `UPDATE film_rolls r SET
       process = COALESCE(x.process, r.process), format = COALESCE(x.format, r.format),
       brand = COALESCE(x.brand, r.brand), model = COALESCE(x.model, r.model),
       push_pull = COALESCE(x."pushPull", r.push_pull),
       cross_process = CASE WHEN x."hasCrossProcess" THEN x."crossProcessId" IS NOT NULL ELSE r.cross_process END,
       add_prints = COALESCE(x."addPrints", r.add_prints), add_rush = COALESCE(x."addRush", r.add_rush),
       sleeving = COALESCE(x.sleeving, r.sleeving), scan_quality = COALESCE(x."scanQuality", r.scan_quality),
       half_frames = COALESCE(x."halfFrames", r.half_frames),
       negatives_action = COALESCE(x."negativesAction", r.negatives_action),
       notes = CASE WHEN x."hasNotes" THEN x.notes ELSE r.notes END
     FROM json_to_recordset($2::json) AS x(id int, ${ROLL_RECORD}, "hasNotes" boolean, "hasCrossProcess" boolean)
     WHERE r.id = x.id AND r.order_id = $1`,
    [orderId, JSON.stringify(records)],
  );
}

export async function deleteRolls(q: Queryable, orderId: number, rollIds: number[]): Promise<void> {
  if (rollIds.length === 0) return;
  await q.query('DELETE FROM film_rolls WHERE order_id = $1 AND id = ANY($2::int[])', [orderId, rollIds]);
}

import type { Queryable } from '../db/database';
import type { LabDeps } from '../deps';
import { blobStoreFor } from './blob-store';
import { type PrintLineRow, pricePrint } from './print-cart';

// What happens to print lines when they leave the cart (docs/decisions/095-print-orders.md): removed, a line takes
// its draft with it; bought, it becomes the order's prints.

/**
 * Spec §4 'a removed print line also removes the matching draft print': the draft's row goes in the removal's
 * transaction unless an order or another cart line names it; answers the blob keys to delete after it commits.
 */
export async function releaseDraft(tx: Queryable, draftId: string | null): Promise<string[]> {
  if (!draftId) return [];
  const { rows } = await tx.query<{ upload_key: string; jpeg_key: string | null }>(
    `DELETE FROM print_drafts d WHERE d.id = $1
       AND NOT EXISTS (SELECT 1 FROM order_prints WHERE draft_id = d.id)
       AND NOT EXISTS (SELECT 1 FROM cart_lines WHERE draft_id = d.id)
     RETURNING upload_key, jpeg_key`,
    [draftId],
  );
  return rows.flatMap((row) => [row.upload_key, ...(row.jpeg_key ? [row.jpeg_key] : [])]);
}

/** Deletes blobs after their rows are gone; a failure leaves an orphan file, never a broken draft (decision 083). */
export async function deleteBlobs(deps: LabDeps, keys: string[]): Promise<void> {
  const store = blobStoreFor(deps.config);
  await Promise.all(keys.map((key) => store.delete(key).catch(() => undefined)));
}

/**
 * The order's prints (spec §3 print entry), written in the checkout's transaction: one row per frame of a 4x6 line
 * (the line's amount shared between them, the remainder on the first rows so the rows add up), one row per
 * large-format line.
 */
export async function writeOrderPrints(
  tx: Queryable,
  orderId: number,
  lines: PrintLineRow[],
  member: boolean,
): Promise<void> {
  for (const line of lines) {
    const { amount } = pricePrint(line, member);
    const frames = line.kind === 'FOUR_BY_SIX' ? line.scanIds : [null];
    const share = Math.floor(amount / frames.length);
    const remainder = amount - share * frames.length;
    await tx.query(
      `INSERT INTO order_prints (order_id, kind, paper_name, paper_type, width, height, border, amount, quantity,
         draft_id, scan_id)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8 + CASE WHEN f.position <= $9 THEN 1 ELSE 0 END, $10, $11, f.scan_id
       FROM unnest($12::int[]) WITH ORDINALITY AS f (scan_id, position) ORDER BY f.position`,
      [
        orderId,
        line.kind,
        line.paperName,
        line.paperType,
        line.width,
        line.height,
        line.border,
        share,
        remainder,
        line.quantity,
        line.draftId,
        frames,
      ],
    );
  }
}

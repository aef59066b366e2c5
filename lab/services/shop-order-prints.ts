import type { Queryable } from '../db/database';
import { invalidField } from '../errors';
import type { CreateOrderInput } from '../routes/order-input';
import { LARGE_FORMAT_BORDERS, MAX_COPIES, type PrintLineRow } from './print-cart';

// The prints of a shop order made with the documented POST /users/{id}/orders (docs/decisions/099-client-cart.md,
// "Print lines"): spec §3's print entry (paper name and type, width, height, border, quantity, draftId) read
// against the lab's own papers, sizes and the customer's drafts, so the order is priced and written exactly as a
// large-format line of the cart extension's checkout is (print-cart.ts pricePrint, print-order-rows.ts).

type NewPrint = CreateOrderInput['newPrints'][number];

interface SizeRow {
  paperSizeId: number;
  paperName: string;
  paperType: string;
  width: number;
  height: number;
  price: number;
}

interface DraftRow {
  name: string;
  width: number | null;
  height: number | null;
  jpegKey: string | null;
}

async function sizeOf(tx: Queryable, print: NewPrint, field: string): Promise<SizeRow> {
  const { rows } = await tx.query<SizeRow>(
    `SELECT s.id AS "paperSizeId", p.name AS "paperName", p.paper_type AS "paperType", s.width, s.height, s.price
     FROM print_paper_sizes s JOIN print_papers p ON p.id = s.paper_id
     WHERE p.active AND p.name = $1 AND p.paper_type = $2
       AND ((s.width = $3 AND s.height = $4) OR (s.width = $4 AND s.height = $3))`,
    [print.paper.name, print.paper.paperType, print.width, print.height],
  );
  if (!rows[0]) throw invalidField(`${field}.paper`, 'Choose one of the papers and sizes offered');
  return rows[0];
}

/** The customer's own converted draft, its row locked so a removal cannot take it from under the order. */
async function draftOf(tx: Queryable, customerId: number, draftId: string, field: string): Promise<DraftRow> {
  const { rows } = await tx.query<DraftRow>(
    `SELECT name, width, height, jpeg_key AS "jpegKey" FROM print_drafts WHERE id = $1 AND user_id = $2
     FOR UPDATE`,
    [draftId, customerId],
  );
  if (!rows[0]) throw invalidField(`${field}.draftId`, 'Print draft not found');
  if (rows[0].jpegKey === null)
    throw invalidField(`${field}.draftId`, 'Upload your file and let it finish converting first');
  return rows[0];
}

/**
 * The order's print entries as print lines (large format), in the order given: each on an active paper's size, of
 * a converted draft of the customer's, with a border the lab prints and at most MAX_COPIES copies. A 400 names the
 * entry's field.
 */
export async function shopPrintLines(
  tx: Queryable,
  customerId: number,
  prints: NewPrint[],
): Promise<PrintLineRow[]> {
  const lines: PrintLineRow[] = [];
  for (const [index, print] of prints.entries()) {
    const field = `newPrints.${index}`;
    if (!print.draftId) throw invalidField(`${field}.draftId`, 'Upload the picture to print first');
    if (!(LARGE_FORMAT_BORDERS as readonly number[]).includes(print.border))
      throw invalidField(`${field}.border`, 'Borders are 0, 0.25, 0.5 or 1 in');
    if (print.quantity > MAX_COPIES) throw invalidField(`${field}.quantity`, `At most ${MAX_COPIES} copies`);
    const size = await sizeOf(tx, print, field);
    const draft = await draftOf(tx, customerId, print.draftId, field);
    lines.push({
      id: index + 1,
      kind: 'LARGE_FORMAT',
      quantity: print.quantity,
      border: print.border,
      scanIds: [],
      paperSizeId: size.paperSizeId,
      draftId: print.draftId,
      paperName: size.paperName,
      paperType: size.paperType,
      width: size.width,
      height: size.height,
      sizePrice: size.price,
      draftName: draft.name,
      draftWidth: draft.width,
      draftHeight: draft.height,
      draftJpegKey: draft.jpegKey,
    });
  }
  return lines;
}

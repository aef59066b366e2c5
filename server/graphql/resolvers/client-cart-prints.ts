import type { CartCut, ClientPrintLine } from '../../domain/cart-pricing.js';
import { PRINT_LINE_MAX_COPIES, priceLargeFormat, printItemKey } from '../../domain/print-pricing.js';
import type { LabPaper, LabPaperType, LabPrintDraft } from '../../lab-client/prints.js';
import type { LabUser } from '../../lab-client/types.js';
import type { GraphQLContext } from '../context.js';
import { readableDraft } from './prints.js';

// Large-format print lines of the browser's cart (docs/decisions/099-client-cart.md, "Print lines"): checked and
// priced from the documented reads only — the papers and their sizes' prices (GET /prints/papers, shared and
// cached) and each draft (GET /prints/drafts/{id}), which must be the caller's own and converted. Bought as spec
// §3 print entries in the order's newPrints, which the lab prices and checks again.

export interface PrintItem {
  paperSizeId: string;
  draftId: string;
  border: number;
  /** Copies. */
  quantity: number;
}

/** A print line as the cart shows and buys it. */
export interface ClientPrint extends ClientPrintLine {
  key: string;
  item: PrintItem;
  paper: { name: string; paperType: LabPaperType };
  width: number;
  height: number;
  description: string;
  amount: number;
  draft: LabPrintDraft;
}

/** One line per draft, size and border (copies added, at most PRINT_LINE_MAX_COPIES); zero or below drops it. */
export function mergePrints(items: readonly PrintItem[]): PrintItem[] {
  const merged = new Map<string, PrintItem>();
  for (const item of items) {
    if (item.quantity <= 0) continue;
    const key = printItemKey(item);
    const quantity = (merged.get(key)?.quantity ?? 0) + item.quantity;
    merged.set(key, { ...item, quantity: Math.min(quantity, PRINT_LINE_MAX_COPIES) });
  }
  return [...merged.values()];
}

function sizeOf(papers: readonly LabPaper[], paperSizeId: string) {
  for (const paper of papers) {
    const size = paper.sizes.find((each) => String(each.id) === paperSizeId);
    if (size) return { paper, size };
  }
  return null;
}

/**
 * Prices `items` (merged already) for `me`. A print whose size the lab no longer offers, or whose draft is not
 * `me`'s converted draft (another's, gone, or never converted), is left out and reported as a cut to 0, so the
 * browser's cart drops it as it drops a sold-out product.
 */
export async function priceClientPrints(
  ctx: GraphQLContext,
  me: LabUser,
  items: readonly PrintItem[],
): Promise<{ prints: ClientPrint[]; changes: CartCut[] }> {
  if (items.length === 0) return { prints: [], changes: [] };
  const [papers, drafts] = await Promise.all([
    ctx.lab.prints.papers(),
    Promise.all(items.map((item) => readableDraft(ctx, item.draftId))),
  ]);
  const prints: ClientPrint[] = [];
  const changes: CartCut[] = [];
  items.forEach((item, index) => {
    const key = printItemKey(item);
    const found = sizeOf(papers, item.paperSizeId);
    const draft = drafts[index];
    // Staff may read any draft: the one printed must be the buyer's own.
    if (!found || !draft || draft.userId !== me.id || !draft.jpeg) {
      const name = found
        ? `${found.size.width} x ${found.size.height} in print on ${found.paper.name}`
        : 'print';
      changes.push({ productId: key, name, from: item.quantity, to: 0 });
      return;
    }
    const { paper, size } = found;
    const price = priceLargeFormat({ ...size, paperName: paper.name }, item.quantity);
    prints.push({
      ...price,
      key,
      item,
      paper: { name: paper.name, paperType: paper.paperType },
      width: size.width,
      height: size.height,
      draft,
    });
  });
  return { prints, changes };
}

/** CartLine.print of a browser print line (the CartPrint the server cart's lines answer). */
export const cartPrintOf = (print: ClientPrint) => ({
  kind: 'LARGE_FORMAT' as const,
  description: print.description,
  paperName: print.paper.name,
  paperType: print.paper.paperType,
  width: print.width,
  height: print.height,
  border: print.item.border,
  scanIds: [] as number[],
  paperSizeId: Number(print.item.paperSizeId),
  draftId: print.item.draftId,
  draft: print.draft,
  printCount: print.units,
  unitAmount: print.unitAmount,
  units: print.units,
  amount: print.amount,
});

/** The order's newPrints: spec §3 print entries (paper, width, height, border, quantity, draftId). */
export const newPrintsOf = (prints: readonly ClientPrint[]) =>
  prints.map((print) => ({
    paper: print.paper,
    width: print.width,
    height: print.height,
    border: print.item.border,
    quantity: print.units,
    draftId: print.item.draftId,
  }));

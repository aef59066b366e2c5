// Large-format print lines (docs/decisions/095-print-orders.md): per print at its paper size's price, the same with
// or without a plan (4x6 packs are the plan-priced prints, and stay with the lab's cart extension). The lab's own
// rule is pricePrint in lab/services/print-cart.ts; the browser's cart is priced with this one (decision 099).

/** Copies of one print a line may hold. */
export const PRINT_LINE_MAX_COPIES = 100;
export const LARGE_FORMAT_BORDERS: readonly number[] = [0, 0.25, 0.5, 1];

export interface PricedLargeFormat {
  /** Per print, in cents. */
  unitAmount: number;
  /** The same without a plan (large formats have no member price). */
  listUnitAmount: number;
  /** Prints. */
  units: number;
  amount: number;
  description: string;
}

export function describeLargeFormat(print: { width: number; height: number; paperName: string }): string {
  return `${print.width} x ${print.height} in on ${print.paperName}`;
}

export function priceLargeFormat(
  size: { price: number; width: number; height: number; paperName: string },
  copies: number,
): PricedLargeFormat {
  return {
    unitAmount: size.price,
    listUnitAmount: size.price,
    units: copies,
    amount: size.price * copies,
    description: describeLargeFormat(size),
  };
}

/** The key a browser cart's print line goes by: one line per draft, size and border (the web writes the same). */
export const printItemKey = (print: { draftId: string; paperSizeId: string; border: number }) =>
  `print:${print.draftId}:${print.paperSizeId}:${print.border}`;

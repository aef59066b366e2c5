/** '18.99' or '$18' → cents; null for anything else (the form says how to write it). */
export function parseDollars(text: string): number | null {
  const match = /^\$?\s*(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the form shows them: 1899 → '18.99'. */
export const dollars = (cents: number | null | undefined): string =>
  cents == null ? '' : (cents / 100).toFixed(2);

/**
 * Display formats shared by every screen. The server computes every amount (integer cents, spec §9 'Totals display
 * as cents divided by 100 in USD'); the client only turns them into text.
 */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 19999 → '$199.99', 499999 → '$4,999.99', -1500 → '-$15.00'. */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

const longDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * An ISO 8601 instant as 'Mar 14, 2027', in the viewer's time zone (a renewal at 00:30 UTC is the evening
 * before in New York, and that is the day the person sees it happen). Null or unparseable gives null.
 */
export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : longDate.format(time);
}

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An ISO instant as 'Nov 24, 3:42 PM' in the viewer's time zone: when a roll reached a step. */
export function formatDateTime(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : dateTime.format(time);
}

/**
 * A label continuing a sentence ('Negatives: recycle them'): its first letter in lower case, unless it starts with
 * the word I ('Negatives: I’ll pick them up', issue 26).
 */
export function continuing(label: string): string {
  if (/^I(\b|[’'])/.test(label)) return label;
  return label.charAt(0).toLowerCase() + label.slice(1);
}

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

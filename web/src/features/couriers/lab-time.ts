// Couriers work in the lab's time zone (docs/decisions/070-couriers.md): windows and days read in lab time,
// whatever the viewer's own zone.
const LAB_TIME_ZONE = 'America/New_York';

const isoDate = new Intl.DateTimeFormat('en-CA', { timeZone: LAB_TIME_ZONE });
const time = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: LAB_TIME_ZONE,
});
const day = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** Today in the lab, as '2026-11-25'. */
export const labToday = (now = new Date()): string => isoDate.format(now);

/** '10:00 AM – 2:00 PM' for a window. */
export function formatWindow(startIso: string, endIso: string): string {
  return `${time.format(Date.parse(startIso))} – ${time.format(Date.parse(endIso))}`;
}

/** 'Wednesday, November 25' for a lab date. */
export function formatLabDay(date: string): string {
  const parsed = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(parsed) ? date : day.format(parsed);
}

/** '10:00' → '10:00 AM' for working hours. */
export function formatClock(hhmm: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** A maps search for an address (opens the phone's maps app). */
export function mapsLink(address: { address1: string; city: string; state: string; zip: string }): string {
  const query = `${address.address1}, ${address.city}, ${address.state} ${address.zip}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** Courier windows are weekly blocks in the lab's time zone (docs/decisions/070-couriers.md), shown as such. */
const LAB_TIME_ZONE = 'America/New_York';
const day = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: LAB_TIME_ZONE,
});
const time = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: LAB_TIME_ZONE,
});

/** 'Tue, Nov 26, 10:00 AM – 2:00 PM' in the lab's time. */
export const windowLabel = (start: string, end: string) =>
  `${day.format(Date.parse(start))}, ${time.format(Date.parse(start))} – ${time.format(Date.parse(end))}`;

/** How many windows a customer is offered at once: the next few are what people choose from. */
export const WINDOWS_OFFERED = 8;

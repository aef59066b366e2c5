import { MAX_NAME, MAX_NOTE } from './types';

// Reading the values the apps write: shutter speeds, apertures, exposure compensation, coordinates, gear names.

/** Trimmed text clipped to a limit; empty is null. */
export function text(value: unknown, max = MAX_NAME): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const trimmed = String(value).normalize('NFC').trim();
  return trimmed ? trimmed.slice(0, max) : null;
}

export const note = (value: unknown) => text(value, MAX_NOTE);

/** 'make model' from an app's gear, without the 'null' Kotlin writes for a missing make. */
export function gearName(make: unknown, model: unknown): string | null {
  return text([text(make), text(model)].filter((part) => part && part !== 'null').join(' '));
}

/** A camera's make and model from one name ('Voigtländer Bessa R2M'): the first word is the make. */
export function splitCamera(name: string | null): { make: string | null; model: string | null } {
  if (!name) return { make: null, model: null };
  const cleaned = name.replace(/^null\s+/, '');
  const space = cleaned.indexOf(' ');
  if (space < 0) return { make: null, model: cleaned };
  return { make: cleaned.slice(0, space), model: cleaned.slice(space + 1) };
}

const finite = (value: number) => (Number.isFinite(value) ? value : null);

/** '1/250', '1/250s', '2"', '2', '0.5"' and 'B' (bulb). */
export function shutter(value: unknown): { shutter: string | null; exposureTime: number | null } {
  const raw = text(value, 20);
  if (!raw) return { shutter: null, exposureTime: null };
  const cleaned = raw.replace(/\s*(s|sec)$/i, '');
  if (/^b(ulb)?$/i.test(cleaned)) return { shutter: 'B', exposureTime: null };
  const fraction = /^(\d+)\s*\/\s*(\d+(?:\.\d+)?)$/.exec(cleaned);
  if (fraction) {
    const seconds = Number(fraction[1]) / Number(fraction[2]);
    return seconds > 0 && seconds <= 3600
      ? { shutter: `${fraction[1]}/${fraction[2]}`, exposureTime: seconds }
      : { shutter: null, exposureTime: null };
  }
  const seconds = /^(\d+(?:[.,]\d+)?)["″]?$/.exec(cleaned);
  if (seconds) return fromSeconds(Number(seconds[1]!.replace(',', '.')));
  return { shutter: null, exposureTime: null };
}

/** A time in seconds as photographers write it: 0.008 → '1/125', 2 → '2"'. */
export function fromSeconds(seconds: number): { shutter: string | null; exposureTime: number | null } {
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 3600)
    return { shutter: null, exposureTime: null };
  if (seconds < 1) {
    const denominator = Math.round(1 / seconds);
    return { shutter: `1/${denominator}`, exposureTime: 1 / denominator };
  }
  return { shutter: `${Number(seconds.toFixed(1))}"`, exposureTime: Number(seconds.toFixed(1)) };
}

/** 'f/8', 'f8', 'F5.6', '5,6', 8 → the f-number. */
export function aperture(value: unknown): number | null {
  const raw = text(value, 20);
  if (!raw) return null;
  const match = /^(?:f\s*\/?\s*)?(\d+(?:[.,]\d+)?)$/i.exec(raw);
  const number = match ? Number(match[1]!.replace(',', '.')) : NaN;
  return number >= 0.5 && number <= 256 ? number : null;
}

/** '+1/3', '-1 2/3', '+2', '0', '-0.7', 0.3 → EV, to two decimals. */
export function compensation(value: unknown): number | null {
  const raw = text(value, 20);
  if (!raw) return null;
  const match = /^([+-−]?)\s*(?:(\d+(?:[.,]\d+)?)(?:\s+(\d+)\/(\d+))?|(\d+)\/(\d+))\s*(?:ev)?$/i.exec(raw);
  if (!match) return null;
  const sign = match[1] === '-' || match[1] === '−' ? -1 : 1;
  let ev = 0;
  if (match[2] !== undefined) {
    ev = Number(match[2].replace(',', '.'));
    if (match[3] !== undefined) ev += Number(match[3]) / Number(match[4]);
  } else {
    ev = Number(match[5]) / Number(match[6]);
  }
  const rounded = Math.round(sign * ev * 100) / 100;
  return Number.isFinite(rounded) && Math.abs(rounded) <= 10 ? rounded || 0 : null;
}

/** A number within a range, else null. */
export function within(value: unknown, min: number, max: number): number | null {
  const number = typeof value === 'string' ? Number(value.replace(',', '.')) : Number(value);
  if (value === null || value === undefined || value === '') return null;
  return finite(number) !== null && number >= min && number <= max ? number : null;
}

/** A latitude/longitude pair in range; (0, 0) is an app's "no position". */
export function position(
  latitude: number | null,
  longitude: number | null,
): { latitude: number | null; longitude: number | null } {
  const lat = within(latitude, -90, 90);
  const lon = within(longitude, -180, 180);
  if (lat === null || lon === null || (lat === 0 && lon === 0)) return { latitude: null, longitude: null };
  return { latitude: round6(lat), longitude: round6(lon) };
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * Degrees, minutes and seconds with a cardinal: Lightme's `57deg 42' 3" N` and Exif Notes' `57° 42' 3.12" N`.
 * Answers the signed decimal degrees, or null.
 */
export function dms(value: string): number | null {
  const match =
    /^\s*(\d+(?:[.,]\d+)?)\s*(?:deg|°)\s*(?:(\d+(?:[.,]\d+)?)\s*['′]\s*)?(?:(\d+(?:[.,]\d+)?)\s*["″]\s*)?([NSEW])\s*$/i.exec(
      value,
    );
  if (!match) return null;
  const [deg, min, sec] = [match[1], match[2], match[3]].map((part) =>
    Number((part ?? '0').replace(',', '.')),
  );
  const decimal = deg! + min! / 60 + sec! / 3600;
  return /[SW]/i.test(match[4]!) ? -decimal : decimal;
}

/** Two DMS coordinates in one text: Exif Notes' CSV 'Location' column. */
export function dmsPair(value: string | null): { latitude: number | null; longitude: number | null } {
  if (!value) return { latitude: null, longitude: null };
  const match = /^(.+?[NS])\s+(.+?[EW])$/i.exec(value.trim());
  if (!match) return { latitude: null, longitude: null };
  return position(dms(match[1]!), dms(match[2]!));
}

/** A frame's local time from 'YYYY-MM-DD HH:mm[:ss]' or 'YYYY-MM-DDTHH:mm[:ss[.fff]]', without a zone. */
export function localTime(value: unknown): string | null {
  const raw = text(value, 40);
  if (!raw) return null;
  const match = /^(\d{4})[-:](\d{1,2})[-:](\d{1,2})[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(raw);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const pad = (part: string | undefined) => (part ?? '0').padStart(2, '0');
  const iso = `${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(s)}`;
  return validDate(iso) ? iso : null;
}

/** An RFC 3339 instant ('2016-05-13T14:12:40Z', '…+05:00'); a time without a zone is local. */
export function instantOrLocal(value: unknown): string | null {
  const raw = text(value, 40);
  if (!raw) return null;
  const zoned = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.\d+)?(Z|[+-]\d{2}:\d{2})$/.exec(raw);
  if (zoned) return validDate(zoned[1]!) ? `${zoned[1]}${zoned[2] === '+00:00' ? 'Z' : zoned[2]}` : null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(raw)) return localTime(`${raw}T00:00`);
  return localTime(raw);
}

function validDate(local: string): boolean {
  const date = new Date(`${local}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === local;
}

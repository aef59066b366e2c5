import type { Match } from './frame-matching';

// From matched rows to what importExposureLog writes (issue 27): each scan's logged values, its time with the
// offset the customer picked, and on half-frame rolls the second half's values in the note.

export interface LoggedValues {
  number: number;
  takenAt?: string | null;
  cameraMake?: string | null;
  cameraModel?: string | null;
  lens?: string | null;
  focalLength?: number | null;
  fNumber?: number | null;
  shutter?: string | null;
  exposureTime?: number | null;
  exposureCompensation?: number | null;
  filter?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  altitude?: number | null;
  note?: string | null;
}

const MAX_NOTE = 2000;

/** Minutes east of UTC → '+02:00', '-07:00', '+05:45'. */
export function offsetLabel(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Every quarter-hour offset in use, −12:00 to +14:00. */
export const OFFSETS = Array.from({ length: (14 + 12) * 4 + 1 }, (_, i) => -12 * 60 + i * 15);

/** The browser's offset at a logged local time (its summer or winter time), else now. */
export function browserOffset(localTime?: string | null): number {
  const at = localTime ? new Date(localTime) : new Date();
  return -(Number.isNaN(at.getTime()) ? new Date() : at).getTimezoneOffset();
}

/**
 * A logged time with the zone the photos were taken in: a local time takes the offset; an instant (Film Rolls
 * writes UTC) is shown at that offset. Null when there is no time.
 */
export function withOffset(takenAt: string | null | undefined, minutes: number): string | null {
  if (!takenAt) return null;
  const zoned = /(Z|[+-]\d{2}:\d{2})$/.test(takenAt);
  if (!zoned) return `${takenAt.slice(0, 19)}${offsetLabel(minutes)}`;
  const local = new Date(Date.parse(takenAt) + minutes * 60_000).toISOString().slice(0, 19);
  return `${local}${offsetLabel(minutes)}`;
}

const secondHalf = (frame: LoggedValues) =>
  [
    `Half frame ${frame.number}:`,
    frame.fNumber ? `f/${frame.fNumber}` : null,
    frame.shutter ? frame.shutter : null,
    frame.note ?? null,
  ]
    .filter(Boolean)
    .join(' ');

/** The scans to write: each matched row's values; a half-frame pair's second half goes into the first's note. */
export function importScans(match: Match, frames: readonly LoggedValues[], offsetMinutes: number) {
  const byScan = new Map<string, { first: LoggedValues; second?: LoggedValues }>();
  for (const row of match.rows) {
    if (!row.scan) continue;
    if (row.status === 'matched') byScan.set(row.scan.id, { first: frames[row.index]! });
    if (row.status === 'second-half') {
      const entry = byScan.get(row.scan.id);
      if (entry) entry.second = frames[row.index]!;
    }
  }
  return [...byScan].map(([scanId, { first, second }]) => {
    const note = [first.note, second ? secondHalf(second) : null]
      .filter(Boolean)
      .join('\n')
      .slice(0, MAX_NOTE);
    return {
      scanId,
      exposure: {
        takenAt: withOffset(first.takenAt, offsetMinutes),
        cameraMake: first.cameraMake ?? null,
        cameraModel: first.cameraModel ?? null,
        lens: first.lens ?? null,
        focalLength: first.focalLength ?? null,
        fNumber: first.fNumber ?? null,
        shutter: first.shutter ?? null,
        exposureTime: first.exposureTime ?? null,
        exposureCompensation: first.exposureCompensation ?? null,
        filter: first.filter ?? null,
        latitude: first.latitude ?? null,
        longitude: first.longitude ?? null,
        altitude: first.altitude ?? null,
        note: note || null,
      },
    };
  });
}

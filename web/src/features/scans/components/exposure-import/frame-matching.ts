// Matching a log's frames to a roll's scans (issue 27): by frame number by default, the whole mapping shifted by ±N,
// single frames dropped or swapped with the next, half-frame rolls (two logged frames per scan) and rolls whose scans
// run backwards. Pure: the preview table renders what this answers, and the import sends what it matched.

export interface LogFrameRef {
  number: number;
}

export interface ScanRef {
  id: string;
  frame: number;
}

export interface MatchOptions {
  /** Added to every logged frame's number (a roll loaded late: +1). */
  shift: number;
  /** The scans run from the last frame to the first. */
  reversed: boolean;
  /** Two logged frames per scan. */
  halfFrame: boolean;
  /** Log positions (indexes into the frames) left out; the frames after each move up one scan. */
  dropped: ReadonlySet<number>;
  /** Log positions whose scan is swapped with the next kept frame's, applied in order. */
  swaps: readonly number[];
}

export type RowStatus = 'matched' | 'second-half' | 'dropped' | 'no-scan' | 'duplicate';

export interface MatchRow {
  /** Position in the log. */
  index: number;
  number: number;
  scan: ScanRef | null;
  status: RowStatus;
}

export interface Match {
  rows: MatchRow[];
  /** Scans that no logged frame reached. */
  unlogged: ScanRef[];
  /** Rows that will write a scan. */
  matched: number;
}

export const DEFAULT_OPTIONS: MatchOptions = {
  shift: 0,
  reversed: false,
  halfFrame: false,
  dropped: new Set(),
  swaps: [],
};

export function matchFrames(
  frames: readonly LogFrameRef[],
  scans: readonly ScanRef[],
  options: MatchOptions,
): Match {
  const byFrame = new Map(scans.map((scan) => [scan.frame, scan]));
  const lastFrame = scans.reduce((max, scan) => Math.max(max, scan.frame), 0);
  const firstFrame = scans.reduce((min, scan) => Math.min(min, scan.frame), Number.POSITIVE_INFINITY);
  const kept = frames.map((_, index) => index).filter((index) => !options.dropped.has(index));

  // Each kept frame's place on the roll: its number, shifted, minus the dropped frames before it.
  const place = new Map<number, number>();
  for (const index of kept) {
    const number = frames[index]!.number;
    const droppedBefore = [...options.dropped].filter((d) => frames[d] && frames[d]!.number < number).length;
    place.set(index, number + options.shift - droppedBefore);
  }
  for (const index of options.swaps) {
    const at = kept.indexOf(index);
    const next = kept[at + 1];
    if (at < 0 || next === undefined) continue;
    const mine = place.get(index)!;
    place.set(index, place.get(next)!);
    place.set(next, mine);
  }

  const taken = new Map<number, number>();
  const rows: MatchRow[] = frames.map((frame, index) => {
    if (options.dropped.has(index)) return { index, number: frame.number, scan: null, status: 'dropped' };
    let target = place.get(index)!;
    if (options.halfFrame) target = Math.ceil(target / 2);
    if (options.reversed && scans.length > 0) target = lastFrame + firstFrame - target;
    const scan = byFrame.get(target) ?? null;
    if (!scan) return { index, number: frame.number, scan: null, status: 'no-scan' };
    const before = taken.get(target) ?? 0;
    taken.set(target, before + 1);
    if (before === 0) return { index, number: frame.number, scan, status: 'matched' };
    if (options.halfFrame && before === 1)
      return { index, number: frame.number, scan, status: 'second-half' };
    return { index, number: frame.number, scan, status: 'duplicate' };
  });
  return {
    rows,
    unlogged: scans.filter((scan) => !taken.has(scan.frame)),
    matched: rows.filter((row) => row.status === 'matched').length,
  };
}

/** One sentence on what does not line up; null when every logged frame has its scan and every scan a frame. */
export function mismatchText(match: Match, scanCount: number): string | null {
  const noScan = match.rows.filter((row) => row.status === 'no-scan').length;
  const duplicate = match.rows.filter((row) => row.status === 'duplicate').length;
  const parts: string[] = [];
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (noScan) parts.push(`${plural(noScan, 'logged frame has', 'logged frames have')} no scan`);
  if (duplicate)
    parts.push(`${plural(duplicate, 'logged frame lands', 'logged frames land')} on a scan already taken`);
  if (match.unlogged.length && scanCount) {
    parts.push(`${plural(match.unlogged.length, 'scan has', 'scans have')} no logged frame`);
  }
  if (parts.length === 0) return null;
  const text = parts.join('; ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

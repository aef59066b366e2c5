// Frame numbers as people read them: runs, a few, or the first few and a count; roll by roll across rolls.

/**
 * A 4x6 line's frames, roll by roll (decision 106): 'frames 1–36' from one roll, 'roll 31 frames 1–36, roll 32
 * frames 1–3' across rolls — frame numbers restart on every roll, so they are never read as one run.
 */
export function rollFramesText(scans: readonly { rollId: string; frame: number }[]): string {
  const byRoll = new Map<string, number[]>();
  for (const scan of scans) byRoll.set(scan.rollId, [...(byRoll.get(scan.rollId) ?? []), scan.frame]);
  const rolls = [...byRoll];
  if (rolls.length === 0) return '';
  const framesOf = (frames: number[]) => `${frames.length === 1 ? 'frame' : 'frames'} ${framesText(frames)}`;
  if (rolls.length === 1) return framesOf(rolls[0]![1]);
  return rolls.map(([rollId, frames]) => `roll ${rollId} ${framesOf(frames)}`).join(', ');
}

/** '1–24' for a run, '3, 7, 12' for a few, the first few and a count for many. */
export function framesText(frames: number[]): string {
  const sorted = [...new Set(frames)].sort((a, b) => a - b);
  if (sorted.length === 0) return '';
  const first = sorted[0] as number;
  const last = sorted[sorted.length - 1] as number;
  if (sorted.length > 2 && last - first + 1 === sorted.length) return `${first}–${last}`;
  if (sorted.length <= 6) return sorted.join(', ');
  return `${sorted.slice(0, 5).join(', ')} and ${sorted.length - 5} more`;
}

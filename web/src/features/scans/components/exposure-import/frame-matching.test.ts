import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, type MatchOptions, matchFrames, mismatchText } from './frame-matching';

const log = (...numbers: number[]) => numbers.map((number) => ({ number }));
const roll = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `s${i + 1}`, frame: i + 1 }));
const options = (over: Partial<MatchOptions> = {}): MatchOptions => ({ ...DEFAULT_OPTIONS, ...over });
/** Each row as 'log number → scan frame' or its status. */
const mapped = (frames: ReturnType<typeof log>, count: number, over: Partial<MatchOptions> = {}) =>
  matchFrames(frames, roll(count), options(over)).rows.map((row) =>
    row.status === 'matched'
      ? `${row.number}→${row.scan!.frame}`
      : `${row.number}:${row.status}${row.scan ? `@${row.scan.frame}` : ''}`,
  );

describe('matching logged frames to scans', () => {
  it.each<[string, ReturnType<typeof log>, number, Partial<MatchOptions>, string[]]>([
    ['by frame number', log(1, 2, 3), 3, {}, ['1→1', '2→2', '3→3']],
    ['shifted by one (loaded late)', log(1, 2, 3), 4, { shift: 1 }, ['1→2', '2→3', '3→4']],
    ['shifted back, the first frame falls off', log(1, 2, 3), 3, { shift: -1 }, ['1:no-scan', '2→1', '3→2']],
    ['more frames logged than scanned', log(1, 2, 3, 4), 3, {}, ['1→1', '2→2', '3→3', '4:no-scan']],
    [
      'a dropped frame moves the next ones up',
      log(1, 2, 3, 4),
      3,
      { dropped: new Set([1]) },
      ['1→1', '2:dropped', '3→2', '4→3'],
    ],
    ['a swap with the next', log(1, 2, 3), 3, { swaps: [0] }, ['1→2', '2→1', '3→3']],
    [
      'a swap skips a dropped frame',
      log(1, 2, 3),
      3,
      { dropped: new Set([1]), swaps: [0] },
      ['1→2', '2:dropped', '3→1'],
    ],
    ['the last frame has nothing to swap with', log(1, 2), 2, { swaps: [1] }, ['1→1', '2→2']],
    ['a reversed roll', log(1, 2, 3), 3, { reversed: true }, ['1→3', '2→2', '3→1']],
    ['reversed and shifted', log(1, 2, 3), 4, { reversed: true, shift: 1 }, ['1→3', '2→2', '3→1']],
    [
      'half frames: two logged frames per scan',
      log(1, 2, 3, 4, 5),
      3,
      { halfFrame: true },
      ['1→1', '2:second-half@1', '3→2', '4:second-half@2', '5→3'],
    ],
    [
      'half frames reversed',
      log(1, 2, 3, 4),
      2,
      { halfFrame: true, reversed: true },
      ['1→2', '2:second-half@2', '3→1', '4:second-half@1'],
    ],
    ['a log numbered from 0 (the leader frame)', log(0, 1, 2), 2, {}, ['0:no-scan', '1→1', '2→2']],
    ['the same number twice', log(1, 1, 2), 2, {}, ['1→1', '1:duplicate@1', '2→2']],
  ])('%s', (_name, frames, count, over, expected) => {
    expect(mapped(frames, count, over)).toEqual(expected);
  });

  it('lists the scans no frame reached and counts what will be written', () => {
    const match = matchFrames(log(1, 2), roll(4), options({ shift: 1 }));
    expect(match.unlogged.map((scan) => scan.frame)).toEqual([1, 4]);
    expect(match.matched).toBe(2);
  });

  it.each<[ReturnType<typeof log>, number, Partial<MatchOptions>, string | null]>([
    [log(1, 2, 3), 3, {}, null],
    [log(1, 2, 3, 4), 3, {}, '1 logged frame has no scan.'],
    [log(1, 2), 4, {}, '2 scans have no logged frame.'],
    [log(1, 1, 2, 3), 2, {}, '1 logged frame has no scan; 1 logged frame lands on a scan already taken.'],
  ])('mismatch of %j on %i scans', (frames, count, over, text) => {
    expect(mismatchText(matchFrames(frames, roll(count), options(over)), count)).toBe(text);
  });
});

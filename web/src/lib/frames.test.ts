import { describe, expect, it } from 'vitest';
import { framesText, rollFramesText } from './frames';

describe('a 4x6 line’s frames', () => {
  it('reads a run as a range, a few one by one, many as the first five and a count', () => {
    expect(framesText([3, 1, 2, 4])).toBe('1–4');
    expect(framesText([7, 3, 12])).toBe('3, 7, 12');
    expect(framesText([1, 3, 5, 7, 9, 11, 13])).toBe('1, 3, 5, 7, 9 and 2 more');
    expect(framesText([])).toBe('');
  });
});

describe('a 4x6 line’s frames across rolls (decision 106)', () => {
  const roll = (rollId: string, from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => ({ rollId, frame: from + i }));

  it('names each roll, not one run of 1–36 for 39 frames', () => {
    expect(rollFramesText([...roll('31', 1, 36), ...roll('32', 1, 3)])).toBe(
      'roll 31 frames 1–36, roll 32 frames 1–3',
    );
    expect(rollFramesText(roll('31', 1, 36))).toBe('frames 1–36');
    expect(rollFramesText([{ rollId: '4', frame: 7 }])).toBe('frame 7');
    expect(rollFramesText([])).toBe('');
  });
});

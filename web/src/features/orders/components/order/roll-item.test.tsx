import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../order-fixtures';
import { rollOptions } from './roll-item';

describe('rollOptions', () => {
  it('keeps the capital I of “I’ll pick them up” (issue 26)', () => {
    const roll = { ...makeOrder().rolls[0]!, negativesAction: 'PICK_UP' as const };
    expect(rollOptions(roll)).toContain('Negatives: I’ll pick them up');
    expect(rollOptions({ ...roll, negativesAction: 'TOSS' })).toContain('Negatives: recycle them');
  });
});

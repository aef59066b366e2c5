import { describe, expect, it } from 'vitest';
import { BoundedLabels } from './bounded-labels';

describe('BoundedLabels', () => {
  it('keeps well-formed names up to the limit, then folds new ones into "other"', () => {
    const labels = new BoundedLabels(2);
    expect(labels.label('Me')).toBe('Me');
    expect(labels.label('RollPage')).toBe('RollPage');
    expect(labels.label('Third')).toBe('other');
    expect(labels.label('Me')).toBe('Me');
  });

  it('names missing and malformed names plainly', () => {
    const labels = new BoundedLabels(10);
    expect(labels.label(undefined)).toBe('anonymous');
    expect(labels.label('a"b')).toBe('invalid');
    expect(labels.label('x'.repeat(65))).toBe('invalid');
  });
});

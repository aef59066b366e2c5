import { describe, expect, it } from 'vitest';
import { continuing, formatCents, formatDate } from './format';

describe('formatCents', () => {
  it('formats cents as US dollars with separators', () => {
    expect(formatCents(19999)).toBe('$199.99');
    expect(formatCents(499999)).toBe('$4,999.99');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(-1500)).toBe('-$15.00');
  });
});

describe('formatDate', () => {
  it('formats an instant as a short month, day and year', () => {
    // Noon UTC reads as the same day in every time zone from UTC−11 to UTC+11.
    expect(formatDate('2027-03-14T12:00:00.000Z')).toBe('Mar 14, 2027');
  });

  it('gives null for a missing or unparseable date', () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate(undefined)).toBeNull();
    expect(formatDate('not a date')).toBeNull();
  });
});

describe('continuing (issue 26)', () => {
  it.each([
    ['Recycle them', 'recycle them'],
    ['I’ll pick them up', 'I’ll pick them up'],
    ["I'll pick them up", "I'll pick them up"],
    ['I am', 'I am'],
    ['Ink', 'ink'],
  ])('%s → %s', (label, expected) => expect(continuing(label)).toBe(expected));
});

import { describe, expect, it } from 'vitest';
import { maxLengthFor } from './text-limits';

describe('maxLengthFor', () => {
  it.each([
    [undefined, undefined, 200],
    ['text', undefined, 200],
    ['email', undefined, 254],
    ['password', undefined, 128],
    ['tel', undefined, 30],
    ['search', undefined, 200],
    ['text', 80, 80],
    ['number', undefined, undefined],
    ['file', undefined, undefined],
    ['checkbox', undefined, undefined],
  ])('%s given %s: %s', (type, given, expected) => expect(maxLengthFor(type, given)).toBe(expected));
});

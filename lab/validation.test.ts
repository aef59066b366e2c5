import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { emailSchema, idSchema, newPasswordSchema, personNameSchema } from './validation';

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

// Each rule says what is wrong with the value given: a schema-wide `error` would otherwise answer
// "E-mail is required" for a 300-character e-mail and "Must be a number" for -1.
describe('the lab’s shared field rules', () => {
  it('e-mail: missing, too long and malformed each have their own message', () => {
    expect(messages(emailSchema, undefined)).toEqual(['E-mail is required']);
    expect(messages(emailSchema, `${'a'.repeat(300)}@example.com`)).toEqual([
      'Must be at most 254 characters',
    ]);
    expect(messages(emailSchema, 'not-an-address')).toEqual(['Must be a valid e-mail address']);
    expect(emailSchema.parse('  Ada@Example.COM ')).toBe('ada@example.com');
  });

  it('ids: not a number, fractional, negative and out of range each have their own message', () => {
    expect(messages(idSchema, 'abc')).toEqual(['Must be a number']);
    expect(messages(idSchema, '1.5')).toEqual(['Must be a whole number']);
    expect(messages(idSchema, '-1')).toEqual(['Must be a positive number']);
    expect(messages(idSchema, '3000000000')).toEqual(['Must be at most 2147483647']);
    expect(idSchema.parse('42')).toBe(42);
  });

  it('passwords and names keep their length messages', () => {
    expect(messages(newPasswordSchema, 'short')).toEqual(['Password must be at least 8 characters']);
    expect(messages(personNameSchema, 'x'.repeat(81))).toEqual(['Must be at most 80 characters']);
  });
});

import { describe, expect, it } from 'vitest';
import { parse } from '../graphql-module';
import { checkListArguments } from './list-arguments';

const refusal = (query: string, variables?: Record<string, unknown>) => {
  try {
    checkListArguments(parse(query), variables);
    return undefined;
  } catch (error) {
    return (error as { extensions: Record<string, unknown>; statusCode: number }).extensions;
  }
};

describe('checkListArguments', () => {
  it.each([
    ['query { users(limit: 1) { count } }', undefined],
    ['query { users(limit: 100, offset: 0) { count } }', undefined],
    ['query { users { count } }', undefined],
    ['query($n: Int) { users(limit: $n) { count } }', undefined],
  ])('accepts %s', (query) => expect(refusal(query)).toBeUndefined());

  it.each([
    ['query { users(limit: 0) { count } }', 'limit'],
    ['query { users(limit: 101) { count } }', 'limit'],
    ['query { users(offset: -5) { count } }', 'offset'],
  ])('refuses %s', (query, field) =>
    expect(refusal(query)).toMatchObject({
      code: 'BAD_USER_INPUT',
      field,
      reason: 'LIST_LIMIT_OUT_OF_RANGE',
    }),
  );

  it('reads variables, and their defaults when not given', () => {
    const q = 'query($n: Int = 500) { users(limit: $n) { count } }';
    expect(refusal(q, { n: 10 })).toBeUndefined();
    expect(refusal(q, {})).toMatchObject({ field: 'limit' });
    expect(refusal('query($n: Int) { users(limit: $n) { count } }', { n: 1000 })).toMatchObject({
      field: 'limit',
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../support/stack.js';

const SUGGESTIONS =
  'query PlaceSuggestions($input: String!) { placeSuggestions(input: $input) { placeId description } }';
const PLACE =
  'query Place($placeId: String!) { place(placeId: $placeId) { placeId formattedAddress address1 city state zip } }';

let stack: Stack;
let customer: string;
beforeAll(async () => {
  stack = await startStack();
  customer = await stack.login('customer@lab.test');
});
afterAll(() => stack?.close());

async function suggestions(input: string, token = customer) {
  const res = await stack.gql<{ placeSuggestions: Array<{ placeId: string; description: string }> }>(
    SUGGESTIONS,
    { input },
    token,
  );
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.placeSuggestions;
}

describe('placeSuggestions', () => {
  it("answers the lab's predictions for what was typed", async () => {
    expect(await suggestions('210 kent')).toEqual([
      { placeId: expect.stringMatching(/^nfl_/), description: '210 Kent Ave, Brooklyn, NY, USA' },
    ]);
    expect(await suggestions('Hollywood Blvd')).toHaveLength(3);
    expect(await suggestions('new york')).toHaveLength(5);
  });

  it('answers nothing yet for fewer than three characters, without asking the lab', async () => {
    expect(await suggestions('  21 ')).toEqual([]);
  });

  it('refuses visitors and overlong input with coded errors', async () => {
    const visitor = await stack.gql(SUGGESTIONS, { input: '210 kent' });
    expect(visitor.body.errors![0]!.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    const long = await stack.gql(SUGGESTIONS, { input: 'a'.repeat(201) }, customer);
    expect(long.body.errors![0]).toMatchObject({
      message: 'Type at most 200 characters to search for an address',
      extensions: { code: 'BAD_USER_INPUT', field: 'input' },
    });
  });
});

describe('place', () => {
  it('splits a street address into the fields the address form needs', async () => {
    const [kent] = await suggestions('210 kent');
    const res = await stack.gql(PLACE, { placeId: kent!.placeId }, customer);
    expect(res.body).toEqual({
      data: {
        place: {
          placeId: kent!.placeId,
          formattedAddress: '210 Kent Ave, Brooklyn, NY 11249, USA',
          address1: '210 Kent Ave',
          city: 'Brooklyn',
          state: 'NY',
          zip: '11249',
        },
      },
    });
  });

  it('answers null for a place that is not a street address (spec §5) and for an unknown place', async () => {
    const [park] = await suggestions('central park');
    expect(park!.description).toBe('Central Park, New York, NY, USA');
    expect((await stack.gql(PLACE, { placeId: park!.placeId }, customer)).body).toEqual({
      data: { place: null },
    });
    expect((await stack.gql(PLACE, { placeId: 'nfl_nothing' }, customer)).body).toEqual({
      data: { place: null },
    });
  });

  it('refuses visitors', async () => {
    const res = await stack.gql(PLACE, { placeId: 'nfl_nothing' });
    expect(res.body.errors![0]!.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

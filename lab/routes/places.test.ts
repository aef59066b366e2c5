import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createTestLab, type TestLab } from '../test-support/test-lab';

let lab: TestLab;
let customer: string;
beforeAll(async () => {
  lab = await createTestLab();
  customer = await lab.login('customer@lab.test');
}, 60_000);
afterAll(() => lab.close());

const get = (url: string, token?: string) =>
  lab.app.inject({ method: 'GET', url, headers: token ? authHeader(token) : {} });

describe('GET /places/autocomplete', () => {
  it('answers up to five predictions to a logged-in user', async () => {
    const response = await get('/places/autocomplete?input=210%20kent', customer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      predictions: [
        { placeId: expect.stringMatching(/^nfl_/), description: '210 Kent Ave, Brooklyn, NY, USA' },
      ],
    });
    expect((await get('/places/autocomplete?input=new%20york', customer)).json().predictions).toHaveLength(5);
  });

  it('needs a session', async () => {
    expect((await get('/places/autocomplete?input=210%20kent')).statusCode).toBe(401);
  });

  it('takes 3 to 200 characters of input and nothing else', async () => {
    const refusal = async (query: string) => (await get(`/places/autocomplete?${query}`, customer)).json();
    expect(await refusal('input=%20ab%20')).toMatchObject({
      status: 400,
      errors: [{ field: 'input', message: 'Must be at least 3 characters' }],
    });
    expect(await refusal(`input=${'a'.repeat(201)}`)).toMatchObject({
      errors: [{ field: 'input', message: 'Must be at most 200 characters' }],
    });
    expect(await refusal('')).toMatchObject({ errors: [{ field: 'input', message: 'Required' }] });
    expect(await refusal('input=abc&types=address')).toMatchObject({
      errors: [{ field: 'types', message: 'Unknown field' }],
    });
  });
});

describe('GET /places/{placeId}', () => {
  it("answers the place's formatted address, or 404 for an unknown place", async () => {
    const [prediction] = (await get('/places/autocomplete?input=210%20kent', customer)).json().predictions;
    const response = await get(`/places/${prediction.placeId}`, customer);
    expect(response.json()).toEqual({
      placeId: prediction.placeId,
      formattedAddress: '210 Kent Ave, Brooklyn, NY 11249, USA',
    });
    const missing = await get('/places/nfl_nothing', customer);
    expect({ status: missing.statusCode, message: missing.json().message }).toEqual({
      status: 404,
      message: 'Place not found',
    });
    expect((await get(`/places/${prediction.placeId}`)).statusCode).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { createPlacesService, MAX_PREDICTIONS } from './places';
import data from './places-data.json';

const places = createPlacesService();
const descriptions = async (input: string) =>
  (await places.autocomplete({ input })).map((p) => p.description);

describe('the shipped places', () => {
  it('are real US street addresses with stable, unique ids, formatted as the provider formats them', () => {
    expect(data.places.length).toBeGreaterThanOrEqual(150);
    expect(new Set(data.places.map((p) => p.placeId)).size).toBe(data.places.length);
    const streetAddresses = data.places.filter((p) =>
      /^\S.*, .+, [A-Z]{2} \d{5}, USA$/.test(p.formattedAddress),
    );
    expect(streetAddresses.length).toBeGreaterThanOrEqual(150);
  });
});

describe('autocomplete', () => {
  it('matches words case-insensitively, in any order, as prefixes', async () => {
    expect(await descriptions('210 KENT')).toEqual(['210 Kent Ave, Brooklyn, NY, USA']);
    expect(await descriptions('kent 210 brook')).toEqual(['210 Kent Ave, Brooklyn, NY, USA']);
    expect(await descriptions('36-01 35th')).toEqual(['36-01 35th Ave, Astoria, NY, USA']);
  });

  it('answers at most five, those beginning with the input first', async () => {
    const surf = await descriptions('surf ave');
    expect(surf).toHaveLength(4);
    const brooklyn = await descriptions('brooklyn');
    expect(brooklyn).toHaveLength(MAX_PREDICTIONS);
    expect(brooklyn[0]).toBe('Brooklyn, NY, USA');
    expect((await descriptions('1000 5th'))[0]).toBe('1000 5th Ave, New York, NY, USA');
  });

  it('answers nothing for words no place has, or no words at all', async () => {
    expect(await descriptions('zzz qqq')).toEqual([]);
    expect(await descriptions('?? !!')).toEqual([]);
  });
});

describe('details', () => {
  it("answers a place's formatted address by id, and null for an unknown id", async () => {
    const [prediction] = await places.autocomplete({ input: '210 Kent Ave' });
    expect(await places.details(prediction!.placeId)).toEqual({
      placeId: prediction!.placeId,
      formattedAddress: '210 Kent Ave, Brooklyn, NY 11249, USA',
    });
    expect(await places.details('nfl_unknown')).toBeNull();
  });
});

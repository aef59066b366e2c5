import { describe, expect, it } from 'vitest';
import { reverseGeocode } from './places-reverse';

describe('reverse geocoding stand-in', () => {
  it.each([
    [33.925361, -115.928611, 'Cholla Cactus Garden, Joshua Tree National Park, CA, USA'],
    [34.005833, -116.0575, 'Skull Rock, Joshua Tree National Park, CA, USA'],
    [57.700767, 11.953715, 'Haga, Gothenburg, Sweden'],
    [40.7, -73.99, 'DUMBO, Brooklyn, NY, USA'],
    [0, -140, null],
  ])('(%f, %f) → %s', (latitude, longitude, name) => {
    expect(reverseGeocode({ latitude, longitude })?.name ?? null).toBe(name);
  });
});

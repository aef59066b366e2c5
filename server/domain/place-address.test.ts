import { describe, expect, it } from 'vitest';
import { splitPlaceAddress } from './place-address.js';

describe('splitPlaceAddress (spec §5)', () => {
  it.each([
    [
      '210 Kent Ave, Brooklyn, NY 11249, USA',
      { address1: '210 Kent Ave', city: 'Brooklyn', state: 'NY', zip: '11249' },
    ],
    [
      '36-01 35th Ave, Astoria, NY 11106, USA',
      { address1: '36-01 35th Ave', city: 'Astoria', state: 'NY', zip: '11106' },
    ],
    [
      '1600 Pennsylvania Ave NW, Washington, DC 20500, USA',
      { address1: '1600 Pennsylvania Ave NW', city: 'Washington', state: 'DC', zip: '20500' },
    ],
    // Without the country, and with ZIP+4: still four parts.
    [
      '1 Hudson Pl, Hoboken, NJ 07030-5701',
      { address1: '1 Hudson Pl', city: 'Hoboken', state: 'NJ', zip: '07030-5701' },
    ],
    [
      '22-25 Jackson Ave,  Long Island City ,NY 11101, USA',
      { address1: '22-25 Jackson Ave', city: 'Long Island City', state: 'NY', zip: '11101' },
    ],
  ])('%s splits into its four parts', (formatted, parts) => {
    expect(splitPlaceAddress(formatted)).toEqual(parts);
  });

  it.each([
    ['New York, NY, USA', 'no street: the city comes first and "USA" stands where "STATE ZIP" goes'],
    ['Brooklyn, NY 11225, USA', 'a park: no street, so the city is "NY 11225"'],
    ['Grand Canyon Village, AZ 86023, USA', 'a village: no street'],
    ['210 Kent Ave, Brooklyn, NY, USA', 'no ZIP'],
    ['210 Kent Ave, Brooklyn, 11249, USA', 'no state'],
    ['210 Kent Ave, Brooklyn', 'no "STATE ZIP" part'],
    ['210 Kent Ave', 'only a street'],
    ['', 'nothing'],
    [', Brooklyn, NY 11249, USA', 'an empty street'],
    ['210 Kent Ave, Brooklyn, New York 11249, USA', 'a state name where the code goes'],
  ])('%s is ignored (%s)', (formatted) => {
    expect(splitPlaceAddress(formatted)).toBeNull();
  });
});

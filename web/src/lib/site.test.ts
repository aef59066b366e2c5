import { describe, expect, it } from 'vitest';
import { SEED_LOCATIONS } from '../../../lab/db/seed/public-data';
import { site } from './site';

// The landing pages publish the lab's address, phone and hours as structured data; they must be the lab's own.
describe('the lab facts the site publishes', () => {
  it('are those of the Williamsburg location in the lab’s records', () => {
    const lab = SEED_LOCATIONS.find((location) => location.address1 === site.address.streetAddress);
    expect(lab).toBeDefined();
    expect(lab?.zip).toBe(site.address.postalCode);
    expect(lab?.city).toBe(site.address.addressLocality);
    expect(lab?.state).toBe(site.address.addressRegion);
    expect(lab?.phone).toBe(site.phone);
    expect({ latitude: lab?.latitude, longitude: lab?.longitude }).toEqual(site.geo);
    expect(lab?.hours).toContain('Mon–Fri 10am–7pm, Sat–Sun 11am–5pm');
    expect(site.openingHours.map((h) => [h.days[0], h.days.at(-1), h.opens, h.closes])).toEqual([
      ['Monday', 'Friday', '10:00', '19:00'],
      ['Saturday', 'Sunday', '11:00', '17:00'],
    ]);
  });
});

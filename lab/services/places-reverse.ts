import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * The places provider's reverse geocoding stand-in (issue 27): a located frame's name. A real provider replaces
 * this behind the same function; this one answers the nearest of a shipped list of real places (landmarks,
 * neighbourhoods, towns) within 30 km, as a provider answers its nearest named locality, and nothing farther.
 */

export interface NamedPlace {
  name: string;
  latitude: number;
  longitude: number;
  /** Kilometres from the point asked about, to one decimal. */
  distanceKm: number;
}

export const MAX_DISTANCE_KM = 30;

const dataSchema = z.strictObject({
  localities: z.array(
    z.strictObject({
      name: z.string().min(1),
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
    }),
  ),
});

let shipped: z.infer<typeof dataSchema>['localities'] | null = null;
const localities = () =>
  (shipped ??= dataSchema.parse(
    JSON.parse(readFileSync(new URL('./places-localities.json', import.meta.url), 'utf8')),
  ).localities);

/** Great-circle distance in km (haversine). */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function reverseGeocode(point: { latitude: number; longitude: number }): NamedPlace | null {
  let best: NamedPlace | null = null;
  for (const place of localities()) {
    const km = distanceKm(point, place);
    if (km <= MAX_DISTANCE_KM && (!best || km < best.distanceKm)) best = { ...place, distanceKm: km };
  }
  return best && { ...best, distanceKm: Math.round(best.distanceKm * 10) / 10 };
}

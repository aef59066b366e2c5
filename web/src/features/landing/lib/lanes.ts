/** The community gallery's lane count (spec §9). */
export const GALLERY_LANES = 5;

/**
 * Deals items into lanes like cards (spec §2: "every 5th submission per lane"): lane i gets items i, i + n,
 * i + 2n… in their original order. Always answers `laneCount` lanes; with fewer items than lanes the last are empty.
 */
export function distributeToLanes<T>(items: readonly T[], laneCount: number = GALLERY_LANES): T[][] {
  if (!Number.isInteger(laneCount) || laneCount < 1)
    throw new RangeError('laneCount must be a positive integer');
  const lanes: T[][] = Array.from({ length: laneCount }, () => []);
  items.forEach((item, index) => {
    lanes[index % laneCount]!.push(item);
  });
  return lanes;
}

import type { Queryable } from '../db/database';
import { SEED_SCAN_ROLLS } from '../db/seed/scans-data';

/**
 * What the seed gives the scan platform (lab/db/seed/scans-data.ts). Roll and scan ids follow from the seed's
 * insert order, so they are looked up once per database with seededScans(db); the names here are fixed.
 */
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const SEED_SCANS = {
  /** Casey (customer@lab.test, user 2): rolls of orders 1001 (two) and 1004 (three), newest sync first in lists. */
  casey: {
    userId: 2,
    rollIds: [1, 2, 5, 6, 7],
    /** 'Summer in Joshua Tree' (Portra 400, 36 frames): scans 1–36 in frame order. */
    joshuaTreeRollId: 1,
    scanIdsByRoll: {
      1: range(1, 36),
      2: range(37, 60),
      5: range(61, 84),
      6: range(85, 114),
      7: range(115, 138),
    },
    tagNames: ['Favourites', 'Film/Kodak/Portra 400', 'Road trip'],
    locationNames: ['Joshua Tree', 'Brooklyn', 'Big Sur', 'Catskills'],
  },
  /** Hannah (hannah.okafor@example.com, user 9, Super Nice): roll 3 of order 1002, scans 139–162. */
  other: { userId: 9, email: 'hannah.okafor@example.com', rollId: 3, scanIds: range(139, 162) },
  caseyRollCount: SEED_SCAN_ROLLS.filter((roll) => roll.orderId !== 1002).length,
  rolls: SEED_SCAN_ROLLS,
} as const;

export interface SeededScans {
  casey: { userId: number; rollIds: number[]; scanIds: number[]; firstRollScanIds: number[] };
  other: { userId: number; rollId: number; scanIds: number[] };
}

/** The seeded roll and scan ids in this database. */
export async function seededScans(db: Queryable): Promise<SeededScans> {
  const { rows } = await db.query<{ rollId: number; userId: number; orderId: number; scanIds: number[] }>(
    `SELECT r.id AS "rollId", r.customer_id AS "userId", r.order_id AS "orderId",
       array_agg(s.id ORDER BY s.frame) AS "scanIds"
     FROM film_rolls r JOIN scans s ON s.roll_id = r.id GROUP BY r.id ORDER BY r.order_id, r.id`,
  );
  const casey = rows.filter((row) => row.orderId === 1001 || row.orderId === 1004);
  const other = rows.find((row) => row.orderId === 1002)!;
  return {
    casey: {
      userId: casey[0]!.userId,
      rollIds: casey.map((row) => row.rollId),
      scanIds: casey.flatMap((row) => row.scanIds),
      firstRollScanIds: casey[0]!.scanIds,
    },
    other: { userId: other.userId, rollId: other.rollId, scanIds: other.scanIds },
  };
}

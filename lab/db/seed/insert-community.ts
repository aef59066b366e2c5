import type { Queryable } from '../database';
import { hiResSize, type SeedSubmission } from './community-data';
import type { Timeline } from './timeline';

/** Inserts the demo community submissions for the users the seed created (ids by e-mail). */
export async function insertSeedSubmissions(
  tx: Queryable,
  submissions: SeedSubmission[],
  userIds: Map<string, number>,
  timeline: Timeline,
): Promise<void> {
  for (const s of submissions) {
    const userId = userIds.get(s.userEmail);
    if (userId === undefined) throw new Error(`Seed submission for unknown user ${s.userEmail}`);
    const { width, height } = hiResSize(s.portrait);
    await tx.query(
      `INSERT INTO social_media_submissions (user_id, scan_ref, social_handle, selected_at, width, height,
         film_brand, film_model, thumbnail_path, mid_res_path, hi_res_path, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        userId,
        s.scanRef,
        s.handle,
        s.selectedDaysAgo === null ? null : timeline.at(s.selectedDaysAgo, 0.6),
        width,
        height,
        s.brand,
        s.model,
        `${s.image}-thumb.webp`,
        `${s.image}-mid.webp`,
        `${s.image}-hi.jpg`,
        timeline.at(s.submittedDaysAgo, 0.3),
      ],
    );
  }
}

import type { Db, Queryable } from '../database';
import { SEED_SUBMISSIONS } from './community-data';
import { insertSeedSubmissions } from './insert-community';
import { insertSeedMessengers } from './insert-messengers';
import { insertSeedOrders } from './insert-orders';
import { insertSeedProducts } from './insert-products';
import { ensureSeedScanFiles, insertSeedScans } from './insert-scans';
import { insertSeedUsers } from './insert-users';
import { SEED_ORDERS } from './orders-data';
import { SEED_BLOG_POSTS, SEED_LOCATIONS, SEED_ZIP_CODES } from './public-data';
import { loadTimeline } from './timeline';
import { SEED_USERS } from './users-data';

async function insertPublicContent(tx: Queryable, at: (daysAgo: number) => Date): Promise<void> {
  for (const l of SEED_LOCATIONS) {
    await tx.query(
      `INSERT INTO locations (name, address1, city, state, zip, hours, phone, latitude, longitude)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [l.name, l.address1, l.city, l.state, l.zip, l.hours, l.phone, l.latitude, l.longitude],
    );
  }
  for (const post of SEED_BLOG_POSTS) {
    await tx.query('INSERT INTO blog_posts (title, url, published_at) VALUES ($1, $2, $3)', [
      post.title,
      post.url,
      at(post.daysAgo),
    ]);
  }
  for (const z of SEED_ZIP_CODES) {
    await tx.query('INSERT INTO zip_codes (zip, city, state, active) VALUES ($1, $2, $3, $4)', [
      z.zip,
      z.city,
      z.state,
      z.active,
    ]);
  }
}

/** Demo data for a new database: only when there are no users yet, so real data is never touched. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
  if (rows[0]!.count > 0) return false;
  // The painted scans are made once per machine (seconds), outside the transaction.
  const scanFiles = await ensureSeedScanFiles();
  await db.transaction(async (tx) => {
    // Orders are created no later than their rolls arrive, so the oldest order bounds the roll timelines too.
    const maxDaysAgo = Math.max(
      ...SEED_USERS.map((user) => user.joinedDaysAgo),
      ...SEED_ORDERS.map((order) => order.createdDaysAgo),
      ...SEED_BLOG_POSTS.map((post) => post.daysAgo),
      ...SEED_SUBMISSIONS.map((submission) => submission.submittedDaysAgo),
    );
    const timeline = await loadTimeline(tx, maxDaysAgo);
    const userIds = await insertSeedUsers(tx, SEED_USERS, timeline);
    await insertSeedOrders(tx, SEED_ORDERS, userIds, timeline);
    await insertSeedScans(tx, scanFiles);
    await insertPublicContent(tx, (daysAgo) => timeline.at(daysAgo, 0.4));
    await insertSeedSubmissions(tx, SEED_SUBMISSIONS, userIds, timeline);
    await insertSeedMessengers(tx);
    await insertSeedProducts(tx);
  });
  return true;
}

import type { Queryable } from '../database';

export async function listLocations(q: Queryable) {
  const { rows } = await q.query(
    'SELECT id, name, address1, city, state, zip, hours, phone, latitude, longitude FROM locations ORDER BY id',
  );
  return rows;
}

/** Oldest first, as the blog feed lists them; clients reverse it. */
export async function listBlogPosts(q: Queryable) {
  const { rows } = await q.query('SELECT title, url FROM blog_posts ORDER BY published_at, id');
  return rows;
}

export async function listZipCodes(q: Queryable, active?: boolean) {
  const { rows } = await q.query(
    'SELECT id, zip, city, state, active FROM zip_codes WHERE $1::boolean IS NULL OR active = $1 ORDER BY zip',
    [active ?? null],
  );
  return rows;
}

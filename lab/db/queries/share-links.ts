import type { Queryable } from '../database';
import { iso } from './orders-json';

export interface ShareLinkRow {
  code: string;
  userId: number;
  scanIds: number[];
  expiresAt: string | null;
  passwordHash: string | null;
  allowDownload: boolean;
  revokedAt: string | null;
  viewCount: number;
  createdAt: string;
  /** True when the link is unknown to nobody: not revoked and not expired. */
  live: boolean;
}

const COLUMNS = `code, user_id AS "userId", scan_ids AS "scanIds", ${iso('expires_at')} AS "expiresAt",
  password_hash AS "passwordHash", allow_download AS "allowDownload", ${iso('revoked_at')} AS "revokedAt",
  view_count AS "viewCount", ${iso('created_at')} AS "createdAt",
  (revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())) AS live`;

export async function insertShareLink(
  q: Queryable,
  link: {
    code: string;
    userId: number;
    scanIds: number[];
    expiresInDays: number | null;
    allowDownload: boolean;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO share_links (code, user_id, scan_ids, expires_at, allow_download)
     VALUES ($1, $2, $3::int[], CASE WHEN $4::int IS NULL THEN NULL ELSE now() + make_interval(days => $4::int) END, $5)`,
    [link.code, link.userId, link.scanIds, link.expiresInDays, link.allowDownload],
  );
}

export async function findShareLink(q: Queryable, code: string): Promise<ShareLinkRow | null> {
  const { rows } = await q.query<ShareLinkRow>(`SELECT ${COLUMNS} FROM share_links WHERE code = $1`, [code]);
  return rows[0] ?? null;
}

export async function userShareLinks(q: Queryable, userId: number): Promise<ShareLinkRow[]> {
  const { rows } = await q.query<ShareLinkRow>(
    `SELECT ${COLUMNS} FROM share_links WHERE user_id = $1 ORDER BY created_at DESC, code`,
    [userId],
  );
  return rows;
}

export async function updateShareLink(
  q: Queryable,
  code: string,
  changes: { expiresInDays?: number | null; passwordHash?: string | null; allowDownload?: boolean },
): Promise<void> {
  await q.query(
    `UPDATE share_links SET
       expires_at = CASE WHEN $2 THEN (CASE WHEN $3::int IS NULL THEN NULL ELSE now() + make_interval(days => $3::int) END)
         ELSE expires_at END,
       password_hash = CASE WHEN $4 THEN $5 ELSE password_hash END,
       allow_download = COALESCE($6, allow_download)
     WHERE code = $1`,
    [
      code,
      changes.expiresInDays !== undefined,
      changes.expiresInDays ?? null,
      changes.passwordHash !== undefined,
      changes.passwordHash ?? null,
      changes.allowDownload ?? null,
    ],
  );
}

export async function revokeShareLink(q: Queryable, code: string): Promise<void> {
  await q.query('UPDATE share_links SET revoked_at = COALESCE(revoked_at, now()) WHERE code = $1', [code]);
}

export async function countShareView(q: Queryable, code: string): Promise<void> {
  await q.query('UPDATE share_links SET view_count = view_count + 1 WHERE code = $1', [code]);
}

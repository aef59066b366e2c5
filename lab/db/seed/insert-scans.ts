import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { paintScene } from '../../../scripts/community-images/paint';
import type { Rgb, Scene } from '../../../scripts/community-images/scenes';
import { SEED_PREFIX, seedCacheRoot } from '../../services/blob-store';
import { MID_RES_LONG_SIDE, THUMBNAIL_LONG_SIDE } from '../../services/image-pipeline';
import type { Queryable } from '../database';
import {
  HI_RES_SIZE,
  PAINT_SIZE,
  SCENES_PER_ROLL,
  SEED_SCAN_ROLLS,
  SEED_SCANS_VERSION,
  type SeedScanRoll,
} from './scans-data';

const SKIES: Array<[Rgb, Rgb, Rgb]> = [
  [
    [38, 64, 120],
    [248, 180, 120],
    [40, 44, 58],
  ],
  [
    [20, 80, 160],
    [150, 200, 235],
    [30, 70, 110],
  ],
  [
    [70, 110, 180],
    [245, 200, 160],
    [190, 110, 70],
  ],
  [
    [16, 20, 52],
    [210, 110, 90],
    [18, 18, 28],
  ],
  [
    [110, 150, 200],
    [250, 225, 180],
    [90, 110, 50],
  ],
  [
    [60, 90, 140],
    [200, 215, 235],
    [70, 80, 100],
  ],
];

function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function sceneFor(roll: SeedScanRoll, index: number): Scene {
  const rand = seeded(roll.orderId * 31 + roll.rollIndex * 7 + index * 101);
  const [skyTop, skyHorizon, land] = SKIES[Math.floor(rand() * SKIES.length)]!;
  return {
    name: `seed-${roll.orderId}-${roll.rollIndex}-${index}`,
    portrait: false,
    seed: Math.floor(rand() * 1e9),
    terrain: roll.terrains[index % roll.terrains.length]!,
    look: roll.look,
    skyTop,
    skyHorizon,
    land,
    sun: {
      x: 0.15 + rand() * 0.7,
      y: 0.15 + rand() * 0.5,
      size: 0.03 + rand() * 0.05,
      color: [255, 220, 170],
    },
    horizon: 0.45 + rand() * 0.2,
  };
}

export const rollFolder = (roll: SeedScanRoll) => `roll-${roll.orderId}-${roll.rollIndex}`;
const frameName = (frame: number) => `f${String(frame).padStart(2, '0')}`;

/** The blob keys of one seeded frame (read-only, shared by every lab on the machine). */
export function seedFrameKeys(roll: SeedScanRoll, frame: number) {
  const base = `${SEED_PREFIX}${SEED_SCANS_VERSION}/${rollFolder(roll)}/${frameName(frame)}`;
  return { hiResKey: `${base}-hi.jpg`, midResKey: `${base}-mid.jpg`, thumbnailKey: `${base}-thumb.jpg` };
}

async function paintRoll(roll: SeedScanRoll, folder: string): Promise<Array<{ bytes: number }>> {
  await mkdir(folder, { recursive: true });
  const { width, height } = PAINT_SIZE;
  const paintings = Array.from({ length: SCENES_PER_ROLL }, (_, i) =>
    paintScene(sceneFor(roll, i), width, height),
  );
  const sizes: Array<{ bytes: number }> = [];
  const jobs = Array.from({ length: roll.frames }, (_, i) => async () => {
    const rand = seeded(roll.orderId * 1000 + roll.rollIndex * 100 + i);
    const painting = paintings[i % SCENES_PER_ROLL]!;
    // A different crop and exposure of the scene for each frame.
    const scale = 0.78 + rand() * 0.2;
    const cw = Math.round(width * scale);
    const ch = Math.round(height * scale);
    const crop = sharp(painting, { raw: { width, height, channels: 3 } })
      .extract({
        left: Math.floor(rand() * (width - cw)),
        top: Math.floor(rand() * (height - ch)),
        width: cw,
        height: ch,
      })
      .modulate({ brightness: 0.88 + rand() * 0.24 });
    const raw = await (rand() < 0.3 ? crop.flop() : crop).raw().toBuffer({ resolveWithObject: true });
    const source = () => sharp(raw.data, { raw: raw.info });
    const hi = await source()
      .resize(HI_RES_SIZE.width, HI_RES_SIZE.height, { kernel: 'linear' })
      .jpeg({ quality: 82 })
      .toBuffer();
    const mid = await source()
      .resize(MID_RES_LONG_SIDE, Math.round((MID_RES_LONG_SIDE * 2) / 3))
      .jpeg({ quality: 80 })
      .toBuffer();
    const thumb = await source()
      .resize(THUMBNAIL_LONG_SIDE, THUMBNAIL_LONG_SIDE * (2 / 3))
      .jpeg({ quality: 75 })
      .toBuffer();
    const base = join(folder, frameName(i + 1));
    await writeFile(`${base}-hi.jpg`, hi);
    await writeFile(`${base}-mid.jpg`, mid);
    await writeFile(`${base}-thumb.jpg`, thumb);
    sizes[i] = { bytes: hi.length };
  });
  // A few at a time: sharp works in its own threads while the next frame is cropped.
  const running = new Set<Promise<void>>();
  for (const job of jobs) {
    const p = job().finally(() => running.delete(p));
    running.add(p);
    if (running.size >= 4) await Promise.race(running);
  }
  await Promise.all(running);
  return sizes;
}

interface Manifest {
  rolls: Record<string, number[]>;
}

let ready: Promise<Manifest> | undefined;

/**
 * Paints the seed scans into the machine's cache unless this version is there already (then instant). Built in
 * a temp folder and renamed into place, so parallel test processes never see half a cache.
 */
export function ensureSeedScanFiles(): Promise<Manifest> {
  ready ??= (async () => {
    const root = join(seedCacheRoot(), SEED_SCANS_VERSION);
    const manifestPath = join(root, 'manifest.json');
    const existing = await readFile(manifestPath, 'utf8').catch(() => null);
    if (existing) return JSON.parse(existing) as Manifest;
    const temp = `${root}.${process.pid}.${Date.now()}.part`;
    const manifest: Manifest = { rolls: {} };
    for (const roll of SEED_SCAN_ROLLS) {
      const sizes = await paintRoll(roll, join(temp, rollFolder(roll)));
      manifest.rolls[rollFolder(roll)] = sizes.map((size) => size.bytes);
    }
    await writeFile(join(temp, 'manifest.json'), JSON.stringify(manifest));
    try {
      await rename(temp, root);
    } catch (error) {
      // Another process finished first: use its cache.
      await rm(temp, { recursive: true, force: true });
      if (!(await stat(manifestPath).catch(() => null))) throw error;
    }
    return manifest;
  })();
  ready.catch(() => {
    ready = undefined;
  });
  return ready;
}

/** Rows for the seeded scans, their tags and locations; the rolls keep the sync times the order seed gave them. */
export async function insertSeedScans(tx: Queryable, manifest: Manifest): Promise<void> {
  for (const roll of SEED_SCAN_ROLLS) {
    const { rows } = await tx.query<{ id: number; userId: number; at: string }>(
      `SELECT r.id, r.customer_id AS "userId", COALESCE(r.synced_at, r.scanned_at, o.created_at) AS at
       FROM film_rolls r JOIN orders o ON o.id = r.order_id WHERE r.order_id = $1 ORDER BY r.id OFFSET $2 LIMIT 1`,
      [roll.orderId, roll.rollIndex],
    );
    const target = rows[0];
    if (!target) throw new Error(`seed scans: order ${roll.orderId} has no roll ${roll.rollIndex}`);
    const bytes = manifest.rolls[rollFolder(roll)] ?? [];
    await tx.query('UPDATE film_rolls SET name = $2 WHERE id = $1', [target.id, roll.name]);
    await tx.query(
      `INSERT INTO scans (roll_id, user_id, frame, name, file_type, status, hi_res_bytes, width, height,
         hi_res_key, mid_res_key, thumbnail_key, created_at, updated_at)
       SELECT $1::int, $2::int, f, 'R' || $1::int || '-F' || lpad(f::text, 2, '0') || '.jpg', 'jpeg', 'ready',
         COALESCE(($3::bigint[])[f], 0), $4::int, $5::int, $6::text || lpad(f::text, 2, '0') || '-hi.jpg',
         $6::text || lpad(f::text, 2, '0') || '-mid.jpg', $6::text || lpad(f::text, 2, '0') || '-thumb.jpg',
         $7::timestamptz, $7::timestamptz
       FROM generate_series(1, $8::int) f`,
      [
        target.id,
        target.userId,
        bytes,
        HI_RES_SIZE.width,
        HI_RES_SIZE.height,
        `${SEED_PREFIX}${SEED_SCANS_VERSION}/${rollFolder(roll)}/f`,
        target.at,
        roll.frames,
      ],
    );
    await tx.query(
      `INSERT INTO roll_events (roll_id, event, at) SELECT $1::int, 'synced', $2::timestamptz ON CONFLICT (roll_id, event) DO NOTHING`,
      [target.id, target.at],
    );
    await tx.query('UPDATE film_rolls SET synced_at = COALESCE(synced_at, $2::timestamptz) WHERE id = $1', [
      target.id,
      target.at,
    ]);
    for (const [kind, names] of [
      ['tag', roll.tags],
      ['location', roll.locations],
    ] as const) {
      for (const name of names) {
        const label = await tx.query<{ id: number }>(
          `INSERT INTO labels (user_id, kind, name) VALUES ($1, $2, $3)
           ON CONFLICT (user_id, kind, lower(name)) DO UPDATE SET name = labels.name RETURNING id`,
          [target.userId, kind, name],
        );
        await tx.query('INSERT INTO roll_labels (roll_id, label_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
          target.id,
          label.rows[0]!.id,
        ]);
      }
    }
  }
  // A tag on a few single frames too, so scan-level tags show in the demo.
  await tx.query(
    `WITH favourite AS (
       INSERT INTO labels (user_id, kind, name) SELECT DISTINCT user_id, 'tag', 'Favourites' FROM scans
       ON CONFLICT (user_id, kind, lower(name)) DO UPDATE SET name = labels.name RETURNING id, user_id)
     INSERT INTO scan_labels (scan_id, label_id)
     SELECT s.id, f.id FROM scans s JOIN favourite f ON f.user_id = s.user_id WHERE s.frame IN (3, 7, 12)`,
  );
}

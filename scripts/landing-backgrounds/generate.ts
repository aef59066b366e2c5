// Paints the landing pages' hero backgrounds into web/src/features/landing/assets/backgrounds/ (committed).
// Same painter as the community photographs (scripts/community-images/paint.ts): no downloaded pictures, no licences.
// node --import tsx scripts/landing-backgrounds/generate.ts [key…]
import { mkdir, readdir, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { paintScene } from '../community-images/paint';
import type { FilmLook, Rgb, Scene, Terrain } from '../community-images/scenes';

const OUT_DIR = fileURLToPath(new URL('../../web/src/features/landing/assets/backgrounds/', import.meta.url));

type Row = [string, Terrain, FilmLook, Rgb, Rgb, Rgb, [number, number, number], Rgb, number];

// key, terrain, look, sky top, sky at the horizon, land, sun [x, y, size], sun colour, horizon
// biome-ignore format: one background a line reads as a table
const ROWS: Row[] = [
  ['darkroom', 'city', 'tungsten', [20, 8, 6], [150, 40, 20], [14, 8, 8], [0.72, 0.5, 0.05], [255, 90, 40], 0.7],
  ['film-strips', 'hills', 'warm', [60, 40, 30], [230, 160, 90], [40, 28, 22], [0.3, 0.55, 0.06], [255, 200, 120], 0.62],
  ['brooklyn-rooftops', 'city', 'warm', [40, 60, 110], [245, 170, 110], [30, 26, 34], [0.78, 0.55, 0.05], [255, 200, 140], 0.66],
  ['bridge-dusk', 'city', 'vivid', [22, 30, 80], [240, 120, 90], [20, 18, 30], [0.25, 0.6, 0.06], [255, 150, 90], 0.64],
  ['skyline-night', 'city', 'cool', [8, 12, 30], [60, 80, 130], [10, 12, 20], [0.8, 0.2, 0.02], [230, 235, 255], 0.68],
  ['harbor-morning', 'sea', 'warm', [90, 110, 150], [250, 210, 170], [40, 50, 70], [0.35, 0.42, 0.05], [255, 230, 190], 0.55],
  ['palms-sunset', 'sea', 'vivid', [60, 40, 110], [255, 150, 90], [40, 30, 60], [0.6, 0.48, 0.07], [255, 180, 100], 0.56],
  ['desert-light', 'desert', 'warm', [50, 90, 160], [250, 200, 150], [180, 100, 60], [0.7, 0.35, 0.05], [255, 235, 200], 0.62],
  ['mountain-snow', 'mountains', 'cool', [40, 70, 120], [210, 220, 235], [60, 70, 90], [0.3, 0.25, 0.04], [255, 255, 250], 0.6],
  ['river-fog', 'sea', 'mono', [70, 70, 70], [205, 205, 205], [30, 30, 30], [0.5, 0.4, 0.08], [255, 255, 255], 0.5],
  ['lake-shore', 'sea', 'cool', [50, 80, 120], [200, 215, 225], [40, 60, 80], [0.7, 0.3, 0.04], [255, 250, 240], 0.52],
  ['plains-storm', 'hills', 'mono', [40, 40, 40], [170, 170, 170], [30, 30, 30], [0.2, 0.3, 0.04], [240, 240, 240], 0.66],
  ['bayou-green', 'forest', 'warm', [80, 100, 90], [230, 210, 160], [30, 50, 30], [0.6, 0.45, 0.06], [255, 220, 150], 0.58],
  ['coast-cliffs', 'mountains', 'vivid', [20, 70, 150], [160, 205, 240], [50, 60, 50], [0.8, 0.18, 0.035], [255, 255, 235], 0.56],
  ['neon-street', 'city', 'tungsten', [16, 10, 40], [200, 60, 120], [14, 10, 24], [0.5, 0.62, 0.06], [255, 110, 160], 0.68],
  ['autumn-trees', 'forest', 'vivid', [90, 120, 170], [245, 200, 140], [110, 50, 20], [0.3, 0.3, 0.05], [255, 230, 180], 0.55],
  ['camera-hands', 'hills', 'tungsten', [30, 20, 30], [200, 110, 80], [40, 26, 26], [0.45, 0.56, 0.07], [255, 160, 110], 0.62],
  ['contact-sheet', 'mountains', 'mono', [30, 30, 30], [190, 190, 190], [25, 25, 25], [0.6, 0.3, 0.05], [255, 255, 255], 0.58],
];

/** Renditions: a 3:4 one for phones and two 16:10 ones for wider screens; og is the link-preview card. */
const SIZES = [
  { name: 'sm', width: 750, height: 1000 },
  { name: 'md', width: 1280, height: 800 },
  { name: 'lg', width: 1920, height: 1200 },
] as const;

function sceneFor(
  [key, terrain, look, skyTop, skyHorizon, land, [x, y, size], color, horizon]: Row,
  i: number,
): Scene {
  return {
    name: key,
    portrait: false,
    seed: (i + 101) * 104729,
    terrain,
    look,
    skyTop,
    skyHorizon,
    land,
    sun: { x, y, color, size },
    horizon,
  };
}

async function render(row: Row, index: number): Promise<void> {
  const scene = sceneFor(row, index);
  for (const size of SIZES) {
    const pixels = paintScene(scene, size.width, size.height);
    await sharp(pixels, { raw: { width: size.width, height: size.height, channels: 3 } })
      .webp({ quality: size.name === 'sm' ? 50 : 55, effort: 6 })
      .toFile(`${OUT_DIR}${scene.name}-${size.name}.webp`);
  }
  const og = paintScene(scene, 1200, 630);
  await sharp(og, { raw: { width: 1200, height: 630, channels: 3 } })
    .jpeg({ quality: 70, mozjpeg: true })
    .toFile(`${OUT_DIR}${scene.name}-og.jpg`);
}

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  const only = process.argv.slice(2);
  for (const [index, row] of ROWS.entries()) {
    if (only.length > 0 && !only.includes(row[0])) continue;
    await render(row, index);
    process.stdout.write(`${row[0]} `);
  }
  let total = 0;
  for (const file of await readdir(OUT_DIR)) total += (await stat(`${OUT_DIR}${file}`)).size;
  process.stdout.write(`\n${(total / 1024 / 1024).toFixed(2)} MB in ${OUT_DIR}\n`);
}

await main();

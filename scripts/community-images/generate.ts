// Paints the demo community photographs into lab/assets/community/ (committed; the lab serves them as they are).
// Run after changing scenes.ts or paint.ts: node --import tsx scripts/community-images/generate.ts [name…]
// Needs the dev dependency sharp (resizing and encoding only; the pictures are painted in paint.ts).
import { mkdir, readdir, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { paintScene } from './paint';
import { RENDITIONS, SCENES } from './scenes';

const OUT_DIR = fileURLToPath(new URL('../../lab/assets/community/', import.meta.url));

async function renderScene(scene: (typeof SCENES)[number]): Promise<void> {
  const long = RENDITIONS.hi;
  const short = Math.round((long * 2) / 3);
  const [width, height] = scene.portrait ? [short, long] : [long, short];
  const raw = sharp(paintScene(scene, width, height), { raw: { width, height, channels: 3 } });
  const hi = await raw.png().toBuffer();
  for (const [size, longSide] of Object.entries(RENDITIONS)) {
    const resized = () =>
      sharp(hi).resize({
        width: scene.portrait ? undefined : longSide,
        height: scene.portrait ? longSide : undefined,
      });
    const base = `${OUT_DIR}${scene.name}-${size}`;
    // WebP (every current browser) is what pages show; the hi-res JPEG is the download and share link, which
    // has to open in any viewer.
    if (size === 'hi') {
      await resized().jpeg({ quality: 72, mozjpeg: true, chromaSubsampling: '4:2:0' }).toFile(`${base}.jpg`);
    } else {
      await resized()
        .webp({ quality: size === 'thumb' ? 70 : 66, effort: 5 })
        .toFile(`${base}.webp`);
    }
  }
}

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  const only = process.argv.slice(2);
  for (const scene of SCENES.filter((s) => only.length === 0 || only.includes(s.name))) {
    await renderScene(scene);
    process.stdout.write(`${scene.name} `);
  }
  let total = 0;
  for (const file of await readdir(OUT_DIR)) total += (await stat(`${OUT_DIR}${file}`)).size;
  process.stdout.write(`\n${(total / 1024 / 1024).toFixed(2)} MB in ${OUT_DIR}\n`);
}

await main();

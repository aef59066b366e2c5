import { randomBytes } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import sharp, { type OverlayOptions } from 'sharp';
import { rollScans } from '../db/queries/scans';
import type { LabDeps } from '../deps';
import { notFound } from '../errors';
import { blobStoreFor } from './blob-store';

// A roll's contact sheet (docs/lab-behaviour.md "Film rolls"): its frames as strips of film with frame numbers, as one
// ~2400 px JPEG and a US Letter PDF. Rendered on first ask and kept until the roll's scans change.

export const SHEET_WIDTH = 2400;
const PER_STRIP = 6;
const MARGIN = 60;
const GAP = 14;
const BAND = 66;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The film strips: black bands with sprocket holes, the frames in them, the frame numbers in the rebate. */
export async function renderSheetJpeg(
  frames: Array<{ frame: number; image: Buffer }>,
  title: string,
): Promise<Buffer> {
  const cell = Math.floor((SHEET_WIDTH - 2 * MARGIN - (PER_STRIP + 1) * GAP) / PER_STRIP);
  const frameHeight = Math.round((cell * 2) / 3);
  const stripHeight = frameHeight + 2 * BAND;
  const strips = Math.ceil(frames.length / PER_STRIP);
  const top = 140;
  const height = top + strips * (stripHeight + 30) + MARGIN;
  const stripWidth = SHEET_WIDTH - 2 * MARGIN;
  let svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHEET_WIDTH}" height="${height}">
    <text x="${MARGIN}" y="90" font-family="sans-serif" font-size="48" fill="#222">${escapeXml(title)}</text>`;
  for (let s = 0; s < strips; s++) {
    const y = top + s * (stripHeight + 30);
    // The last strip is cut after its last frame, as a real one is.
    const inStrip = Math.min(PER_STRIP, frames.length - s * PER_STRIP);
    const width = inStrip === PER_STRIP ? stripWidth : GAP + inStrip * (cell + GAP);
    svg += `<rect x="${MARGIN}" y="${y}" width="${width}" height="${stripHeight}" fill="#16120e"/>`;
    for (let x = MARGIN + 12; x < MARGIN + width - 20; x += 38) {
      svg += `<rect x="${x}" y="${y + 8}" width="20" height="14" rx="3" fill="#efe9df"/>`;
      svg += `<rect x="${x}" y="${y + stripHeight - 22}" width="20" height="14" rx="3" fill="#efe9df"/>`;
    }
  }
  const composites: OverlayOptions[] = [];
  for (const [index, item] of frames.entries()) {
    const s = Math.floor(index / PER_STRIP);
    const x = MARGIN + GAP + (index % PER_STRIP) * (cell + GAP);
    const y = top + s * (stripHeight + 30) + BAND;
    const tile = await sharp(item.image)
      .resize({ width: cell, height: frameHeight, fit: 'contain', background: '#16120e' })
      .jpeg()
      .toBuffer();
    composites.push({ input: tile, left: x, top: y });
    // The frame number in the rebate under the frame, clear of the sprocket holes.
    svg += `<text x="${x + 8}" y="${y + frameHeight + 30}" font-family="monospace" font-size="24" font-weight="bold" fill="#f0a830">${item.frame}</text>`;
  }
  svg += '</svg>';
  return sharp({ create: { width: SHEET_WIDTH, height, channels: 3, background: '#f4f1ea' } })
    .composite([{ input: Buffer.from(svg), left: 0, top: 0 }, ...composites])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The sheet on a US Letter page (612 × 792 pt), scaled to fit inside half-inch margins. */
export async function renderSheetPdf(jpeg: Buffer, title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('Nice Film Lab');
  const image = await pdf.embedJpg(jpeg);
  const page = pdf.addPage([612, 792]);
  const scale = Math.min((612 - 72) / image.width, (792 - 72) / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, { x: (612 - width) / 2, y: 792 - 36 - height, width, height });
  return Buffer.from(await pdf.save());
}

/** The roll's sheet links, rendering the files first when the cache is empty. 404 when the roll has no scan. */
export async function renderContactSheet(deps: LabDeps, rollId: number) {
  const store = blobStoreFor(deps.config);
  const { rows } = await deps.db.query<{
    image: string | null;
    pdf: string | null;
    title: string;
    userId: number;
  }>(
    `SELECT contact_sheet_key AS image, contact_sheet_pdf_key AS pdf, customer_id AS "userId",
       COALESCE(name, 'Roll ' || id) || ' · ' || brand || ' ' || model AS title FROM film_rolls WHERE id = $1`,
    [rollId],
  );
  const roll = rows[0];
  if (!roll) throw notFound('Film roll not found');
  let { image, pdf } = roll;
  if (!image || !pdf) {
    const scans = (await rollScans(deps.db, rollId, false)).filter((scan) => scan.thumbnailKey);
    if (scans.length === 0) throw notFound('This roll has no scans');
    const frames = await Promise.all(
      scans.map(async (scan) => ({
        frame: scan.frame,
        image: await store.read(scan.midResKey ?? scan.thumbnailKey!),
      })),
    );
    const jpeg = await renderSheetJpeg(frames, roll.title);
    const sheetPdf = await renderSheetPdf(jpeg, roll.title);
    const base = `contact-sheets/u${roll.userId}/r${rollId}-${randomBytes(8).toString('hex')}`;
    image = `${base}.jpg`;
    pdf = `${base}.pdf`;
    await store.put(image, jpeg, 'image/jpeg');
    await store.put(pdf, sheetPdf, 'application/pdf');
    await deps.db.transaction((tx) =>
      tx.query('UPDATE film_rolls SET contact_sheet_key = $2, contact_sheet_pdf_key = $3 WHERE id = $1', [
        rollId,
        image,
        pdf,
      ]),
    );
  }
  return {
    image: { read: await store.signedReadUrl(image, { kind: 'contact-sheets' }) },
    pdf: { read: await store.signedReadUrl(pdf, { kind: 'contact-sheets' }) },
  };
}

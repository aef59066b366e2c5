import type { LabScan, LabScanRollWithScans } from '../../lab-client/film-rolls.js';
import type { GraphQLContext } from '../context.js';
import { codedError } from '../errors.js';
import { inParallel } from './scans-access.js';

// A download manifest from spec §7's documented calls alone (docs/decisions/100), for a lab without the `downloads`
// extension: a pick-up is the documented pick-up fetch then each of its rolls; a roll is its one GET (which holds its
// ready scans in frame order with their hi-res read links); a selection is one batch read of the scans (100 ids a
// call) then the rolls they sit on. At most ROLLS_AT_ONCE roll reads at a time, one per roll, never one per scan.

/** Roll reads in flight at once. */
export const ROLLS_AT_ONCE = 6;

export type DocumentedSize = 'hires' | '16_BIT_TIFF' | 'HD';

export type DocumentedPick = { pickUpId: string } | { rollId: string } | { scanIds: readonly string[] };

export interface ManifestFile {
  scanId: string;
  name: string;
  /** 0: spec §3's scan has no size, so the BFF does not claim one (the browser counts files instead). */
  bytes: number;
  url: string;
  lastModified: string;
}

export interface Manifest {
  fileName: string;
  fileCount: number;
  totalBytes: number;
  files: ManifestFile[];
}

const FILE_EXTENSIONS: Record<string, string> = { jpeg: 'jpg', tiff: 'tif', png: 'png' };

/** A name safe in a zip path and a file system, as the lab's manifest writes it. */
export const safeName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w .-]+/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60);

/** Only what spec §3 promises is relied on: anything beyond is read when there and never required. */
type DocScan = Pick<LabScan, 'id' | 'hiRes'> &
  Partial<Pick<LabScan, 'frame' | 'fileType' | 'createdAt' | 'status'>> & {
    rollId?: number;
    unlocked?: Array<{ size: string; read: string }>;
  };
type DocRoll = { id: number; name?: string | null; scans?: DocScan[] };

const rollLabel = (roll: DocRoll) => (roll.name && safeName(roll.name)) || `roll-${roll.id}`;

/** The extension of a link's file name, when it has one (`…/s901-hi.jpg?expires…` → jpg). */
function linkExtension(link: string): string | null {
  const path = link.split('?')[0] ?? '';
  const match = /\.([a-z0-9]{2,4})$/i.exec(path);
  return match ? (match[1] as string).toLowerCase().replace('jpeg', 'jpg').replace('tiff', 'tif') : null;
}

/** A roll with its scans: the request's roll read (shared with the storage check), or a plain GET. */
async function rollWithScans(ctx: GraphQLContext, userId: number, rollId: number | string): Promise<DocRoll> {
  const roll = (await ctx.loaders.scanRoll(userId, rollId)) as Partial<LabScanRollWithScans>;
  if (Array.isArray(roll.scans)) return roll as DocRoll;
  return (await ctx.lab.filmRolls.get(userId, rollId)) as DocRoll;
}

/** Which rolls a pick makes, and (for a selection) which of their scans. */
async function rollsOf(
  ctx: GraphQLContext,
  userId: number,
  pick: DocumentedPick,
): Promise<{ rollIds: number[]; only?: Set<number>; label: string }> {
  if ('scanIds' in pick) {
    // The request's batch reader: one GET /users/{id}/scans?ids=… per 100; a scan not the user's fails as a 404.
    const scans = await Promise.all(pick.scanIds.map((id) => ctx.loaders.scan(userId, id)));
    return {
      rollIds: [...new Set(scans.map((scan) => scan.rollId))],
      only: new Set(scans.map((scan) => scan.id)),
      label: 'scans',
    };
  }
  if ('rollId' in pick) return { rollIds: [Number(pick.rollId)], label: '' };
  const pickUp = await ctx.lab.filmRolls.pickUp(userId, pick.pickUpId);
  return { rollIds: pickUp.rolls.map((roll) => roll.id), label: `pick-up-${pick.pickUpId}` };
}

/** The file of one scan at a size; refuses a size the scan has not unlocked, as the lab's manifest does. */
function fileOf(scan: DocScan, frame: number, roll: DocRoll, size: DocumentedSize): ManifestFile | null {
  let url: string | undefined;
  let ext: string;
  if (size === 'hires') {
    url = scan.hiRes?.read;
    if (!url) return null; // still being uploaded: nothing to fetch yet
    ext = (scan.fileType && FILE_EXTENSIONS[scan.fileType]) ?? linkExtension(url) ?? 'jpg';
  } else {
    url = scan.unlocked?.find((unlocked) => unlocked.size === size)?.read;
    if (!url) {
      throw codedError(`Scan ${scan.id} isn't unlocked at that size yet.`, 'FORBIDDEN', { status: 403 });
    }
    ext = size === 'HD' ? 'jpg' : 'tif';
  }
  const label = rollLabel(roll);
  return {
    scanId: String(scan.id),
    name: `${label}/${label}-F${String(frame).padStart(2, '0')}-${scan.id}.${ext}`,
    bytes: 0,
    url,
    lastModified: scan.createdAt ?? new Date().toISOString(),
  };
}

/** The manifest of a pick-up, a roll or some scans, built from the documented calls. */
export async function documentedManifest(
  ctx: GraphQLContext,
  userId: number,
  pick: DocumentedPick,
  size: DocumentedSize,
): Promise<Manifest> {
  const { rollIds, only, label } = await rollsOf(ctx, userId, pick);
  const rolls = await inParallel(rollIds, ROLLS_AT_ONCE, (rollId) => rollWithScans(ctx, userId, rollId));
  rolls.sort((a, b) => a.id - b.id);
  const files: ManifestFile[] = [];
  for (const roll of rolls) {
    // The roll's scans come in frame order; a lab that also says the frame is believed.
    for (const [index, scan] of (roll.scans ?? []).entries()) {
      if (only && !only.has(scan.id)) continue;
      if (scan.status && scan.status !== 'ready') continue;
      const file = fileOf(scan, scan.frame ?? index + 1, roll, size);
      if (file) files.push(file);
    }
  }
  if (files.length === 0) {
    throw codedError('There is nothing to download here yet.', 'NOT_FOUND', { status: 404 });
  }
  const first = rolls[0];
  const name = label || (first ? rollLabel(first) : 'scans');
  return {
    fileName: `${safeName(name) || 'scans'}.zip`,
    fileCount: files.length,
    totalBytes: 0,
    files,
  };
}

import { z } from 'zod';
import { hasActivePlan } from '../../domain/membership.js';
import type { PlanId } from '../../domain/plan-types.js';
import { storageExpired } from '../../domain/scan-storage.js';
import type { LabScan, LabScanQuery, LabScanRoll } from '../../lab-client/film-rolls.js';
import type { LabUser } from '../../lab-client/types.js';
import type { GraphQLContext } from '../context.js';
import { codedError } from '../errors.js';
import { requireSelfOrAdmin, requireUser } from '../guards.js';
import { labFormat, labProcess } from './order-enums.js';
import { customerOf, planOf } from './order-money.js';

// Who acts on which user's rolls and scans (docs/lab-behaviour.md "Film rolls and scans", decision 060).
// Customers always use their own id (the lab refuses another's roll with 403/404); staff find the owner first.

export const idList = z
  .array(z.string().regex(/^\d{1,12}$/, 'Not a valid id'))
  .min(1)
  .max(500);
export const numericId = z.string().regex(/^\d{1,12}$/, 'Not a valid id');
export const facetName = z.string().trim().min(1, 'Please enter a name').max(60, 'At most 60 characters');

/** A user id a page passes along with a roll or scan id (staff pages carry it in their URL). */
export const ownerId = numericId.nullish();

/**
 * The user whose path a roll call takes: the id the page passed (checked: the user themself or staff), else the
 * caller's own; staff without one find the owner through the `staff-lookups` extension (FEATURE_UNAVAILABLE when the
 * lab does not offer it, decision 100).
 */
export async function rollOwner(ctx: GraphQLContext, rollId: string, userId?: unknown): Promise<number> {
  const given = ownerId.parse(userId);
  if (given) {
    await requireSelfOrAdmin(ctx, given);
    return Number(given);
  }
  const me = await requireUser(ctx);
  if (me.role !== 'ADMIN') return me.id;
  return (await ctx.lab.filmRolls.owner(rollId)).userId;
}

/** The user whose path a scan call takes (as rollOwner). */
export async function scanOwner(ctx: GraphQLContext, scanId: string, userId?: unknown): Promise<number> {
  const given = ownerId.parse(userId);
  if (given) {
    await requireSelfOrAdmin(ctx, given);
    return Number(given);
  }
  const me = await requireUser(ctx);
  if (me.role !== 'ADMIN') return me.id;
  return (await ctx.lab.scans.owner(scanId)).userId;
}

/** The plan that counts for the scan platform: NON_MEMBER for a lapsed plan. */
export function platformPlan(user: LabUser): PlanId {
  const plan = planOf(user);
  return hasActivePlan(plan) ? plan.planId : 'NON_MEMBER';
}

export const isMember = (user: LabUser): boolean => platformPlan(user) !== 'NON_MEMBER';

/** Whether the caller sees this roll as expired: never for staff, never for members. */
export async function rollExpiredFor(
  ctx: GraphQLContext,
  roll: { customerId: number; syncedAt?: string | null },
): Promise<boolean> {
  const me = await requireUser(ctx);
  if (me.role === 'ADMIN') return false;
  const owner = await customerOf(ctx, roll.customerId);
  return storageExpired(roll.syncedAt ?? null, isMember(owner), new Date());
}

/** A roll with its platform fields (an order's roll lacks them): one GET per roll per request. */
export function scanRoll(
  ctx: GraphQLContext,
  roll: { id: number; customerId: number },
): Promise<LabScanRoll> {
  if ('scanCount' in roll) return Promise.resolve(roll as LabScanRoll);
  return ctx.loaders.scanRoll(roll.customerId, roll.id);
}

/** A scan's roll expiry, through the request's roll loader (one GET per roll, not per scan). */
/**
 * A page of scans as the Scan type can show them. The lab lists staff the pending scans of an upload under way,
 * which have no files or size yet (and Scan's thumbnail, width and height are non-null); the upload panel tracks
 * those itself. The count drops the pending ones of this page; pending ones beyond it exist only mid-upload.
 */
export function readyScans(page: { scans: LabScan[]; count: number }): { items: LabScan[]; count: number } {
  const items = page.scans.filter((scan) => scan.status === 'ready');
  return { items, count: page.count - (page.scans.length - items.length) };
}

export async function scanExpired(ctx: GraphQLContext, scan: LabScan & { storageExpired?: boolean }) {
  if (scan.storageExpired !== undefined) return scan.storageExpired;
  const me = await requireUser(ctx);
  if (me.role === 'ADMIN') return false;
  const owner = await customerOf(ctx, scan.userId);
  if (isMember(owner)) return false;
  const roll = await ctx.loaders.scanRoll(scan.userId, scan.rollId);
  return storageExpired(roll.syncedAt, false, new Date());
}

export const EXPIRED_MESSAGE =
  "This roll's storage has ended: full sizes, downloads, shares and the contact sheet need a membership.";

export function refuseExpired(): never {
  throw codedError(EXPIRED_MESSAGE, 'FORBIDDEN', { status: 403 });
}

/** Refuses when any of these scans sits on a roll whose storage ended for this caller. */
export async function requireStored(ctx: GraphQLContext, userId: number, rollIds: Iterable<number>) {
  const me = await requireUser(ctx);
  if (me.role === 'ADMIN') return;
  const owner = await customerOf(ctx, userId);
  if (isMember(owner)) return;
  const rolls = await Promise.all([...new Set(rollIds)].map((id) => ctx.loaders.scanRoll(userId, id)));
  if (rolls.some((roll) => storageExpired(roll.syncedAt, false, new Date()))) refuseExpired();
}

/** The user's scans through the request's batch loader (one lab call per 100); the owner's path for staff. */
export function readScans(ctx: GraphQLContext, userId: number | string, scanIds: readonly string[]) {
  return Promise.all(scanIds.map((id) => ctx.loaders.scan(userId, id)));
}

/** Refuses downloads, shares and unlocks of scans whose roll's storage ended (decision 060). */
export async function requireScansStored(ctx: GraphQLContext, scanIds: readonly string[]): Promise<number> {
  const me = await requireUser(ctx);
  const userId = await scanOwner(ctx, scanIds[0] as string);
  if (me.role === 'ADMIN' || isMember(await customerOf(ctx, userId))) return userId;
  const scans = await readScans(ctx, userId, scanIds);
  await requireStored(
    ctx,
    userId,
    scans.map((scan) => scan.rollId),
  );
  return userId;
}

const filterInput = z
  .object({
    search: z.string().trim().max(200).nullish(),
    stock: z.string().trim().max(200).nullish(),
    format: z.string().max(40, 'Formats are at most 40 characters').nullish(),
    process: z.string().max(40, 'Processes are at most 40 characters').nullish(),
    tagIds: z.array(numericId).max(50).nullish(),
    locationIds: z.array(numericId).max(50).nullish(),
    from: z.string().max(40, 'Dates look like 2026-11-28').nullish(),
    to: z.string().max(40, 'Dates look like 2026-11-28').nullish(),
    rollId: numericId.nullish(),
  })
  .nullish();

/** FilmRollFilter / ScanFilter → the lab's query. */
export function labFilterQuery(
  filter: unknown,
  limit: number,
  offset: number,
): LabScanQuery & { rollId?: string } {
  const f = filterInput.parse(filter) ?? {};
  const query: LabScanQuery & { rollId?: string } = { limit, offset };
  if (f.search) query.search = f.search;
  if (f.stock) query.stock = f.stock;
  if (f.format) query.format = labFormat(f.format as never);
  if (f.process) query.process = labProcess(f.process as never);
  if (f.tagIds?.length) query.tagIds = f.tagIds.join(',');
  if (f.locationIds?.length) query.locationIds = f.locationIds.join(',');
  if (f.from) query.from = f.from;
  if (f.to) query.to = f.to;
  if (f.rollId) query.rollId = f.rollId;
  return query;
}

/** Runs work over items at most `cap` at a time, answers in order. */
export async function inParallel<T, R>(
  items: readonly T[],
  cap: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const runners = Array.from({ length: Math.min(cap, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  });
  await Promise.all(runners);
  return results;
}

export const labSize = (size: 'SIXTEEN_BIT_TIFF' | 'HD') =>
  (size === 'HD' ? 'HD' : '16_BIT_TIFF') as '16_BIT_TIFF' | 'HD';
export const sizeOf = (size: string) =>
  (size === 'HD' ? 'HD' : 'SIXTEEN_BIT_TIFF') as 'SIXTEEN_BIT_TIFF' | 'HD';

import { type Call, seg } from './call.js';
import type { LabBody, LabSchema } from './contract.js';

// The scan platform's rolls (docs/lab-behaviour.md "Film rolls and scans"): under /users/{id}/film-rolls, self or ADMIN.

export type LabLink = LabSchema<'ReadLink'>;

export type LabNamed = LabScan['tags'][number];

/** The filters both lists take (tagIds and locationIds comma-joined). */
export interface LabScanQuery {
  search?: string;
  stock?: string;
  format?: string;
  process?: string;
  tagIds?: string;
  locationIds?: string;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

export type LabUnlockSize = LabBody<'/users/{id}/scans/unlock-scans', 'put'>['size'];

export type LabScan = LabSchema<'Scan'>;

/**
 * A scan's file link. Only a pending upload has none, and the BFF leaves pending scans out of every list it shows
 * (docs/decisions/093), so a missing one is an error on that field, not an empty picture.
 */
export function readOf(link: LabLink | null): string {
  if (!link) throw new Error('This scan has no files yet');
  return link.read;
}

/** The order's roll plus the platform's fields. */
export type LabScanRoll = LabSchema<'Roll'>;

/** One roll as GET /users/{id}/film-rolls/{rollId} answers it: with its ready scans in frame order (`scans`). */
export type LabScanRollWithScans = LabSchema<'RollWithScans'>;

export type LabScanFilters = LabSchema<'ScanFilters'>;

/** The filters both lists take (tagIds and locationIds comma-joined). */

export type Facet = 'tags' | 'locations';

export function filmRollsApi(call: Call) {
  const rolls = (userId: number | string) => `/users/${seg(userId)}/film-rolls`;
  const roll = (userId: number | string, rollId: number | string) => `${rolls(userId)}/${seg(rollId)}`;
  return {
    list: (userId: number | string, query: LabScanQuery) =>
      call<{ filmRolls: LabScanRoll[]; count: number }>({
        method: 'GET',
        path: rolls(userId),
        query: { ...query },
      }),
    /** A page of the extension keyset-paging: the list after the lab's cursor (`after`, none for the first). */
    page: (userId: number | string, query: Omit<LabScanQuery, 'offset'> & { after?: string }) =>
      call<{ filmRolls: LabScanRoll[]; count: number; nextCursor: string | null }>({
        method: 'GET',
        path: `${rolls(userId)}/page`,
        query: { ...query },
      }),
    filters: (userId: number | string) =>
      call<LabScanFilters>({ method: 'GET', path: `${rolls(userId)}/filters` }),
    get: (userId: number | string, rollId: number | string, preview = false) =>
      call<LabScanRollWithScans>({
        method: 'GET',
        path: roll(userId, rollId),
        query: preview ? { preview: 1 } : undefined,
      }),
    rename: (userId: number | string, rollId: number | string, value: string) =>
      call<LabScanRoll>({ method: 'PUT', path: `${roll(userId, rollId)}/update-film-roll`, body: { value } }),
    reverse: (userId: number | string, rollId: number | string) =>
      call<LabScanRoll>({ method: 'PUT', path: `${roll(userId, rollId)}/reverse-scans`, body: {} }),
    clear: (userId: number | string, rollId: number | string) =>
      call<LabScanRoll>({ method: 'PUT', path: `${roll(userId, rollId)}/clear-scans`, body: {} }),
    addFacet: (userId: number | string, rollId: number | string, facet: Facet, name: string) =>
      call<LabScanRoll>({ method: 'POST', path: `${roll(userId, rollId)}/${facet}`, body: { name } }),
    renameFacet: (userId: number | string, rollId: number | string, facet: Facet, id: string, name: string) =>
      call<LabScanRoll>({
        method: 'PUT',
        path: `${roll(userId, rollId)}/${facet}/${seg(id)}`,
        route: `/users/:id/film-rolls/:id/${facet}/:id`,
        body: { name },
      }),
    removeFacet: (userId: number | string, rollId: number | string, facet: Facet, id: string) =>
      call<LabScanRoll>({
        method: 'DELETE',
        path: `${roll(userId, rollId)}/${facet}/${seg(id)}`,
        route: `/users/:id/film-rolls/:id/${facet}/:id`,
      }),
    contactSheet: (userId: number | string, rollId: number | string) =>
      call<{ image: LabLink; pdf: LabLink }>({
        method: 'GET',
        path: `${roll(userId, rollId)}/contact-sheet`,
      }),
    pickUp: (userId: number | string, pickUpId: number | string) =>
      call<Record<string, unknown> & { rolls: LabScanRoll[] }>({
        method: 'GET',
        path: `/users/${seg(userId)}/pick-ups/${seg(pickUpId)}`,
      }),
    tags: (userId: number | string) =>
      call<LabNamed[]>({ method: 'GET', path: `/users/${seg(userId)}/tags` }),
    /** ADMIN: whose roll it is, so staff can act by its id alone. */
    owner: (rollId: number | string) =>
      call<{ id: number; userId: number }>({ method: 'GET', path: `/film-rolls/${seg(rollId)}` }),
  };
}

export type FilmRollsApi = ReturnType<typeof filmRollsApi>;

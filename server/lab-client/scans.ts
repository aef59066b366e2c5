import { type Call, seg } from './call.js';
import type { LabBody, LabQuery, LabSchema } from './contract.js';
import type {
  Facet,
  LabScan,
  LabScanFilters,
  LabScanQuery,
  LabScanRoll,
  LabUnlockSize,
} from './film-rolls.js';

// Scans (docs/lab-behaviour.md "Scans"): under /users/{id}/scans, self or ADMIN; uploads are ADMIN.

export type LabScanUpload = LabSchema<'ScanUpload'>;

type NewScanPath = '/users/{id}/pick-ups/{pickUpId}/film-rolls/{rollId}/scans';
/** Spec §7's `{filmRollId, name, description}`, and the lab's optional `bytes` (an over-large file refused up front). */
export type LabScanUploadBody = LabBody<NewScanPath, 'post'>;
/** `fileType`: jpeg, tiff or png (or their image/… media types). */
export type LabScanUploadQuery = LabQuery<NewScanPath, 'post'>;

export function scansApi(call: Call) {
  const scans = (userId: number | string) => `/users/${seg(userId)}/scans`;
  const scan = (userId: number | string, scanId: number | string) => `${scans(userId)}/${seg(scanId)}`;
  const rollScans = (userId: number | string, pickUpId: number | string, rollId: number | string) =>
    `/users/${seg(userId)}/pick-ups/${seg(pickUpId)}/film-rolls/${seg(rollId)}/scans`;
  return {
    list: (userId: number | string, query: LabScanQuery & { rollId?: string }) =>
      call<{ scans: LabScan[]; count: number }>({ method: 'GET', path: scans(userId), query: { ...query } }),
    /** A page of the extension keyset-paging: the list after the lab's cursor (`after`, none for the first). */
    page: (userId: number | string, query: Omit<LabScanQuery, 'offset'> & { after?: string }) =>
      call<{ scans: LabScan[]; count: number; nextCursor: string | null }>({
        method: 'GET',
        path: `${scans(userId)}/page`,
        query: { ...query },
      }),
    filters: (userId: number | string) =>
      call<LabScanFilters>({ method: 'GET', path: `${scans(userId)}/filters` }),
    get: (userId: number | string, scanId: number | string) =>
      call<LabScan>({ method: 'GET', path: scan(userId, scanId) }),
    /** Up to 100 of the user's scans by id in one call, in the order asked; ids not theirs are left out. */
    byIds: (userId: number | string, scanIds: readonly (number | string)[]) =>
      call<{ scans: LabScan[]; count: number }>({
        method: 'GET',
        path: scans(userId),
        query: { ids: scanIds.join(','), limit: scanIds.length },
      }),
    update: (
      userId: number | string,
      scanId: number | string,
      body: { name?: string; description?: string },
    ) => call<LabScan>({ method: 'PUT', path: scan(userId, scanId), body }),
    rotate: (userId: number | string, scanId: number | string, direction: 'left' | 'right') =>
      call<LabScan>({
        method: 'PUT',
        path: `${scan(userId, scanId)}/rotate/${direction}`,
        route: '/users/:id/scans/:id/rotate/:direction',
        body: {},
      }),
    addFacet: (userId: number | string, scanId: number | string, facet: Facet, name: string) =>
      call<LabScan>({ method: 'POST', path: `${scan(userId, scanId)}/${facet}`, body: { name } }),
    renameFacet: (userId: number | string, scanId: number | string, facet: Facet, id: string, name: string) =>
      call<LabScan>({
        method: 'PUT',
        path: `${scan(userId, scanId)}/${facet}/${seg(id)}`,
        route: `/users/:id/scans/:id/${facet}/:id`,
        body: { name },
      }),
    removeFacet: (userId: number | string, scanId: number | string, facet: Facet, id: string) =>
      call<LabScan>({
        method: 'DELETE',
        path: `${scan(userId, scanId)}/${facet}/${seg(id)}`,
        route: `/users/:id/scans/:id/${facet}/:id`,
      }),
    unlock: (
      userId: number | string,
      body: {
        scanIds: number[];
        pricePerUnlock: number;
        size: LabUnlockSize;
        token?: string;
        saveCard?: boolean;
      },
    ) =>
      call<{ scans: LabScan[]; charged: number }>({
        method: 'PUT',
        path: `${scans(userId)}/unlock-scans`,
        body,
      }),
    submitToCommunity: (userId: number | string, scanId: number | string, socialHandle?: string) =>
      call<unknown>({
        method: 'POST',
        path: `${scan(userId, scanId)}/social-media-submissions`,
        body: socialHandle === undefined ? {} : { socialHandle },
      }),
    /** ADMIN: whose scan it is. */
    owner: (scanId: number | string) =>
      call<{ id: number; userId: number }>({ method: 'GET', path: `/scans/${seg(scanId)}` }),
    // ADMIN uploads.
    startUpload: (
      userId: number | string,
      pickUpId: number | string,
      rollId: number | string,
      fileType: LabScanUploadQuery['fileType'],
      body: LabScanUploadBody,
    ) =>
      call<LabScanUpload>({
        method: 'POST',
        path: rollScans(userId, pickUpId, rollId),
        query: { fileType },
        body,
      }),
    remove: (
      userId: number | string,
      pickUpId: number | string,
      rollId: number | string,
      scanId: number | string,
    ) =>
      call<LabScanRoll>({ method: 'DELETE', path: `${rollScans(userId, pickUpId, rollId)}/${seg(scanId)}` }),
  };
}

export type ScansApi = ReturnType<typeof scansApi>;

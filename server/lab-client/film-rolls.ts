import { type Call, seg } from './call.js';
import type { LabFilmRoll } from './types.js';

// The scan platform's rolls (docs/lab-api.md "Film rolls and scans"): under /users/{id}/film-rolls, self or ADMIN.

export interface LabLink {
  read: string;
}

export interface LabNamed {
  id: number;
  name: string;
}

export type LabUnlockSize = '16_BIT_TIFF' | 'HD';

export interface LabScan {
  id: number;
  rollId: number;
  userId: number;
  frame: number;
  name: string;
  description: string | null;
  width: number;
  height: number;
  rotation: number;
  fileType: string;
  hiResBytes: number;
  thumbnail: LabLink;
  midRes: LabLink;
  hiRes: LabLink;
  unlocked: Array<{ size: LabUnlockSize; bytes: number; read: string }>;
  tags: LabNamed[];
  locations: LabNamed[];
  filmBrand: string;
  filmModel: string;
  status: 'pending' | 'ready';
  createdAt: string;
}

/** The order's roll plus the platform's fields. */
export interface LabScanRoll extends LabFilmRoll {
  name: string | null;
  scanCount: number;
  syncedAt: string | null;
  tags: LabNamed[];
  locations: LabNamed[];
  previewScans?: LabScan[];
}

export interface LabScanFilters {
  stocks: string[];
  formats: string[];
  processes: string[];
  tags: LabNamed[];
  locations: LabNamed[];
  firstDate: string | null;
  lastDate: string | null;
}

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
    filters: (userId: number | string) =>
      call<LabScanFilters>({ method: 'GET', path: `${rolls(userId)}/filters` }),
    get: (userId: number | string, rollId: number | string, preview = false) =>
      call<LabScanRoll>({
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

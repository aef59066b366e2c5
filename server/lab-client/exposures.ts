import { type Call, seg } from './call.js';
import type { LabBody, LabSchema } from './contract.js';
import type { LabScan, LabScanRoll } from './film-rolls.js';

// Exposure logs (extension `exposure-logs`, lab/routes/exposures.ts) and the places service's reverse lookup.

export type LabExposure = LabSchema<'Exposure'>;
export type LabExposureImportBody = LabBody<'/users/{id}/film-rolls/{rollId}/exposure-imports', 'post'>;
export type LabScanExposuresBody = LabBody<'/users/{id}/scans/exposures', 'put'>;
export type LabNamedPlace = LabSchema<'NamedPlace'>;

export function exposuresApi(call: Call) {
  const imports = (userId: number | string, rollId: number | string) =>
    `/users/${seg(userId)}/film-rolls/${seg(rollId)}/exposure-imports`;
  return {
    importLog: (userId: number | string, rollId: number | string, body: LabExposureImportBody) =>
      call<LabScanRoll>({ method: 'POST', path: imports(userId, rollId), body }),
    undoImport: (userId: number | string, rollId: number | string, importId: number | string) =>
      call<LabScanRoll>({
        method: 'DELETE',
        path: `${imports(userId, rollId)}/${seg(importId)}`,
        route: '/users/:id/film-rolls/:id/exposure-imports/:id',
      }),
    setExposures: (userId: number | string, body: LabScanExposuresBody) =>
      call<{ scans: LabScan[] }>({ method: 'PUT', path: `/users/${seg(userId)}/scans/exposures`, body }),
    placeName: (latitude: number, longitude: number) =>
      call<LabNamedPlace>({
        method: 'GET',
        path: '/places/reverse',
        query: { latitude: String(latitude), longitude: String(longitude) },
      }),
  };
}

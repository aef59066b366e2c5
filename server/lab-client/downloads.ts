import { type Call, seg } from './call.js';
import type { LabSchema } from './contract.js';

// Zip manifests (docs/lab-behaviour.md "Scans": GET /users/{id}/downloads).

export type LabDownloadManifest = LabSchema<'DownloadManifest'>;

export type LabDownloadQuery = ({ pickUpId: string } | { rollId: string } | { scanIds: string }) & {
  size: 'hires' | '16_BIT_TIFF' | 'HD';
};

export function downloadsApi(call: Call) {
  return {
    manifest: (userId: number | string, query: LabDownloadQuery) =>
      call<LabDownloadManifest>({
        method: 'GET',
        path: `/users/${seg(userId)}/downloads`,
        query: { ...query },
      }),
  };
}

import { type Call, seg } from './call.js';

// Zip manifests (docs/lab-api.md "Scans": GET /users/{id}/downloads).

export interface LabDownloadManifest {
  fileName: string;
  files: Array<{ scanId: number; name: string; bytes: number; read: string; lastModified: string }>;
  totalBytes: number;
}

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

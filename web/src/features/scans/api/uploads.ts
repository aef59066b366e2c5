import { useMutation } from 'urql';
import { graphql } from '../../../gql';

/** Admins: a scan on the roll for each file, and where to PUT each one (at most 100 files a call). */
export const StartScanUploadsMutation = graphql(`
  mutation StartScanUploads($rollId: ID!, $files: [ScanUploadFileInput!]!, $userId: ID) {
    startScanUploads(rollId: $rollId, files: $files, userId: $userId) {
      uploadUrl
      expiresAt
      scan {
        id
        name
      }
    }
  }
`);

/** Admins: deletes one scan and its files (a failed or cancelled upload, or a frame that should not be there). */
export const DeleteScanMutation = graphql(`
  mutation DeleteScan($scanId: ID!, $userId: ID) {
    deleteScan(scanId: $scanId, userId: $userId) {
      id
      scanCount
    }
  }
`);

export const useStartScanUploadsMutation = () => useMutation(StartScanUploadsMutation);
export const useDeleteScanMutation = () => useMutation(DeleteScanMutation);

export const UPLOAD_TYPES = ['image/jpeg', 'image/tiff', 'image/png'] as const;
/** The lab's limit on one scan's file (docs/decisions/060-scan-platform.md). */
export const UPLOAD_MAX_BYTES = 200 * 1024 * 1024;
export const UPLOADS_PER_CALL = 100;

/** The content type the lab accepts for this file, from its type or (folders often lack one) its extension. */
export function uploadContentType(file: { name: string; type: string }): string | null {
  if ((UPLOAD_TYPES as readonly string[]).includes(file.type)) return file.type;
  const ext = file.name.toLowerCase().split('.').pop();
  if (ext === 'jpg' || ext === 'jpeg') return 'image/jpeg';
  if (ext === 'tif' || ext === 'tiff') return 'image/tiff';
  if (ext === 'png') return 'image/png';
  return null;
}

/** PUTs the file to its signed link with upload progress; rejects on a network error or a non-2xx answer. */
export function putFile(
  url: string,
  file: Blob,
  contentType: string,
  onProgress: (loaded: number) => void,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(file.size);
        resolve();
      } else reject(new Error(`The upload failed (HTTP ${xhr.status}).`));
    };
    xhr.onerror = () => reject(new Error('The upload failed: the connection dropped.'));
    xhr.onabort = () => reject(new DOMException('Cancelled', 'AbortError'));
    if (signal.aborted) {
      reject(new DOMException('Cancelled', 'AbortError'));
      return;
    }
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

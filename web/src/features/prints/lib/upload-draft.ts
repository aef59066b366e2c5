import { putFile } from '../../../lib/put-file';

/**
 * A print draft's upload with the spec's progress (§4): 1 when it starts, up to 80 while the file uploads, 90 once
 * it is up, 100 once the lab has made the JPEG. The caller resets to 0 afterwards.
 */

export type DraftFileType = 'image/jpeg' | 'image/png' | 'image/tiff';

/** The lab converts JPEG, PNG and TIFF (decision 083); anything else is refused before a byte is sent. */
export async function draftFileType(file: Blob): Promise<DraftFileType | null> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  const [a, b, c, d] = head;
  if (a === 0xff && b === 0xd8 && c === 0xff) return 'image/jpeg';
  if (a === 0x89 && b === 0x50 && c === 0x4e && d === 0x47) return 'image/png';
  if (
    (a === 0x49 && b === 0x49 && c === 0x2a && d === 0) ||
    (a === 0x4d && b === 0x4d && c === 0 && d === 0x2a)
  ) {
    return 'image/tiff';
  }
  return null;
}

export const MAX_DRAFT_BYTES = 200 * 1024 * 1024;

export interface DraftUploadSteps<D> {
  /** Makes the draft and answers its id and where to PUT the file. */
  start: (name: string) => Promise<{ draftId: string; uploadUrl: string }>;
  convert: (draftId: string) => Promise<D>;
  put?: typeof putFile;
  onProgress: (percent: number) => void;
}

export async function uploadDraft<D>(
  file: Blob,
  name: string,
  type: DraftFileType,
  { start, convert, put = putFile, onProgress }: DraftUploadSteps<D>,
): Promise<D> {
  onProgress(1);
  const { draftId, uploadUrl } = await start(name);
  let last = 1;
  await put(uploadUrl, file, type, (fraction) => {
    // The file is 79 of the 100: from 1 to 80, never backwards (XHR may report the same bytes twice).
    const percent = Math.min(80, Math.max(last, 1 + Math.floor(fraction * 79)));
    if (percent !== last) onProgress(percent);
    last = percent;
  });
  onProgress(90);
  const draft = await convert(draftId);
  onProgress(100);
  return draft;
}

import { useMutation } from 'urql';
import { graphql } from '../../../gql';
import { putFile } from '../../../lib/put-file';

export const StartProfilePicUploadMutation = graphql(`
  mutation StartProfilePicUpload($fileType: String!, $userId: ID) {
    startProfilePicUpload(fileType: $fileType, userId: $userId) {
      uploadUrl
      expiresAt
    }
  }
`);

export const useStartProfilePicUpload = () => useMutation(StartProfilePicUploadMutation);

/** The longest side an avatar is scaled to before it leaves the browser. */
export const AVATAR_SIDE = 150;
export const AVATAR_TYPES = ['image/jpeg', 'image/png'];

/** Draws the picture on a canvas no larger than 150 px a side and exports it as a JPEG (white behind PNG transparency). */
export async function scaleToJpeg(file: Blob, side = AVATAR_SIDE): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot resize pictures');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be converted'))),
      'image/jpeg',
      0.85,
    ),
  );
}

/** PUTs the JPEG to the signed link, reporting upload progress (0–1); answers the avatar's new link. */
export async function putWithProgress(
  url: string,
  body: Blob,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const answer = (await putFile(url, body, 'image/jpeg', onProgress)) as { profileImageUrl?: string } | null;
  if (!answer?.profileImageUrl) throw new Error('The upload failed. Please try again.');
  return answer.profileImageUrl;
}

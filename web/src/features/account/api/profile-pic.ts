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

/** A problem with the upload in words for the person; anything else thrown (a browser's own message) is not shown. */
export class AvatarProblem extends Error {}

/** Draws the picture on a canvas no larger than 150 px a side and exports it as a JPEG (white behind PNG transparency). */
export async function scaleToJpeg(file: Blob, side = AVATAR_SIDE): Promise<Blob> {
  // A file named .png that is not one: the browser's 'The source image could not be decoded.' says nothing useful.
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new AvatarProblem(
      'We couldn’t read that file as a picture. Choose a JPEG or PNG photo (a screenshot or a camera picture works).',
    );
  });
  const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new AvatarProblem('This browser cannot resize pictures. Try another browser.');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) =>
        blob
          ? resolve(blob)
          : reject(new AvatarProblem('The picture could not be converted. Try another JPEG or PNG.')),
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
  if (!answer?.profileImageUrl) throw new AvatarProblem('The upload failed. Please try again.');
  return answer.profileImageUrl;
}

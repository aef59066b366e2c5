import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import sharp from 'sharp';
import type { LabConfig } from '../config';
import { blobStoreFor } from './blob-store';

/** What a browser may send: the avatar scaled and exported as JPEG, or a PNG the lab turns into one. */
export const PROFILE_PIC_TYPES = ['image/jpeg', 'image/png'] as const;
/** The longest side the browser scales to; the lab scales anything larger down again. */
export const PROFILE_PIC_SIDE = 150;
/** A 150 px JPEG is a few KB; anything near this is not an avatar. */
export const MAX_PROFILE_PIC_BYTES = 1024 * 1024;
const LINK_SECONDS = 15 * 60;

const signature = (secret: string, userId: number, token: string, expires: number) =>
  createHmac('sha256', secret)
    .update(`PUT\nprofile-pics\n${userId}\n${token}\n${expires}`)
    .digest('base64url');

/** A signed, 15-minute write link for one new avatar of one user (docs/lab-behaviour.md "Files"). */
export function profilePicWriteLink(config: LabConfig, userId: number, now = Date.now()) {
  const token = randomBytes(12).toString('hex');
  const expires = Math.floor(now / 1000) + LINK_SECONDS;
  const sig = signature(config.tokenSecret, userId, token, expires);
  return {
    url: `${config.fileLinks?.base ?? ''}/files/profile-pics/${userId}/${token}.jpg?expires=${expires}&sig=${sig}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

export type ProfilePicLinkCheck = 'ok' | 'bad-signature' | 'expired';

export function checkProfilePicLink(
  config: LabConfig,
  userId: number,
  token: string,
  expires: number,
  sig: string,
  now = Date.now(),
): ProfilePicLinkCheck {
  const expected = Buffer.from(signature(config.tokenSecret, userId, token, expires));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad-signature';
  return expires * 1000 < now ? 'expired' : 'ok';
}

/** JPEG or PNG by their first bytes: the declared type is not trusted. */
export function isJpegOrPng(file: Buffer): boolean {
  const jpeg = file.length > 3 && file[0] === 0xff && file[1] === 0xd8 && file[2] === 0xff;
  const png = file.length > 8 && file.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  return jpeg || png;
}

/**
 * Keeps one avatar: re-encoded as a JPEG no larger than 150 px a side (metadata such as GPS dropped), stored as a
 * public image. The one place that knows where avatars live, so they can move within the blob store later.
 * Answers the public image's name (served at /public/images/{name}).
 */
export async function storeProfilePic(config: LabConfig, userId: number, token: string, file: Buffer) {
  const jpeg = await sharp(file, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(PROFILE_PIC_SIDE, PROFILE_PIC_SIDE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85 })
    .toBuffer();
  const name = `blob-avatar-${userId}-${token}.jpg`;
  await blobStoreFor(config).put(`public/${name}`, jpeg, 'image/jpeg');
  return name;
}

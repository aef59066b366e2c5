import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loadUser } from '../db/queries/user-json';
import { updateProfile } from '../db/queries/users';
import type { LabDeps } from '../deps';
import { forbidden, HttpError } from '../errors';
import {
  checkProfilePicLink,
  isJpegOrPng,
  MAX_PROFILE_PIC_BYTES,
  PROFILE_PIC_TYPES,
  profilePicWriteLink,
  storeProfilePic,
} from '../services/profile-pics';
import { parseInput } from '../validation';
import { assertUserExists, ownedUserId } from './owned-user';
import { imageUrl } from './public-images';

export const linkRequest = z.strictObject({
  fileType: z.enum(PROFILE_PIC_TYPES, { error: 'Choose a JPEG or PNG image' }),
});

// Not strict and not parseInput: whatever is wrong with a link, the answer is the same 403.
export const linkQuery = z.object({
  expires: z.coerce.number().int().positive(),
  sig: z.string().min(1).max(100),
});
export const linkParams = z.object({
  userId: z.coerce.number().int().positive(),
  file: z.string().regex(/^[0-9a-f]{24}\.jpg$/),
});

const INVALID_LINK = 'This link is invalid';

/** Avatars (docs/lab-behaviour.md "Users → profile picture"): a signed write link, then the PUT that keeps the file. */
export function profilePicRoutes(app: FastifyInstance, { db, config }: LabDeps): void {
  app.get('/users/:id/profile-pic', async (request) => {
    const userId = ownedUserId(request);
    parseInput(linkRequest, request.query);
    await assertUserExists(db, userId);
    return { method: 'PUT', ...profilePicWriteLink(config, userId) };
  });

  // Encapsulated, so this body limit holds for avatars only (the scan uploads' parser allows far larger files).
  app.register(async (scope) => {
    if (scope.hasContentTypeParser('image/jpeg')) scope.removeContentTypeParser(['image/jpeg', 'image/png']);
    scope.addContentTypeParser(
      ['image/jpeg', 'image/png'],
      { parseAs: 'buffer', bodyLimit: MAX_PROFILE_PIC_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.put('/files/profile-pics/:userId/:file', async (request) => {
      const params = linkParams.safeParse(request.params);
      const query = linkQuery.safeParse(request.query);
      if (!params.success || !query.success) throw forbidden(INVALID_LINK);
      const { userId } = params.data;
      const token = params.data.file.slice(0, -'.jpg'.length);
      const check = checkProfilePicLink(config, userId, token, query.data.expires, query.data.sig);
      if (check === 'bad-signature') throw forbidden(INVALID_LINK);
      if (check === 'expired') throw forbidden('This link has expired');
      const file = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!isJpegOrPng(file)) throw new HttpError(415, 'The picture must be a JPEG or PNG image');
      const name = await storeProfilePic(config, userId, token, file).catch(() => {
        throw new HttpError(415, 'The picture could not be read as an image');
      });
      await db.transaction(async (tx) => {
        await assertUserExists(tx, userId);
        await updateProfile(tx, userId, { profileImageUrl: imageUrl(request, name) });
      });
      return loadUser(db, userId);
    });
  });
}

import { z } from 'zod';
import type { Resolvers } from '../generated/resolvers-types.js';
import { requireSelfOrAdmin, requireUser } from '../guards.js';
import { idArg } from '../inputs.js';
import { browserUrl } from './community.js';

const fileType = z.enum(['image/jpeg', 'image/png'], { message: 'Choose a JPEG or PNG image' });

/** Avatars: the lab's signed write link, whose path this BFF answers too (server/http/profile-pic-proxy.ts). */
export const profilePicResolvers: Resolvers = {
  Mutation: {
    startProfilePicUpload: async (_root, args, ctx) => {
      const type = fileType.parse(args.fileType);
      let owner: string;
      if (args.userId == null) owner = String((await requireUser(ctx)).id);
      else {
        owner = idArg.parse({ id: args.userId }).id;
        await requireSelfOrAdmin(ctx, owner);
      }
      const link = await ctx.lab.users.profilePicLink(owner, type);
      return { uploadUrl: link.url, expiresAt: link.expiresAt };
    },
  },
  User: {
    // The lab keeps avatars as its own public images, which the browser reaches through this BFF's /images/.
    profileImageUrl: (user, _args, ctx) =>
      user.profileImageUrl ? browserUrl(user.profileImageUrl, ctx) : null,
  },
};

import { z } from 'zod';
import { FeatureUnavailableError, LabApiError } from '../../lab-client/errors.js';
import type { LabShareLink } from '../../lab-client/share-links.js';
import type { LabUser } from '../../lab-client/types.js';
import type { GraphQLContext } from '../context.js';
import { codedError } from '../errors.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { requireSelfOrAdmin, requireUser } from '../guards.js';
import { idList, requireScansStored } from './scans-access.js';

// Share links the customer makes (docs/lab-behaviour.md "Scans": …/scans/share, …/share-links).

type ShareLinkSource = LabShareLink & { userId: number };
const PREVIEW_COUNT = 4;

const code = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'This link is invalid or has expired');
const expiresInDays = z.number().int().min(1, 'Between 1 and 365 days').max(365, 'Between 1 and 365 days');
const password = z
  .string()
  .max(100, 'At most 100 characters')
  .refine((value) => value === '' || value.length >= 4, 'At least 4 characters');

const createInput = z.object({
  scanIds: idList,
  expiresInDays: expiresInDays.nullable().default(30),
  password: password.nullish(),
  allowDownload: z.boolean().nullish(),
});

const updateInput = z.object({
  code,
  expiresInDays: expiresInDays.nullish(),
  password: password.nullish(),
  allowDownload: z.boolean().nullish(),
});

/** The lab answers 400 on scanIds for scans that are not the caller's: to the client they do not exist. */
async function notTheirs<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof LabApiError && error.status === 400 && error.field?.startsWith('scanIds')) {
      throw codedError('Scan not found', 'NOT_FOUND', { status: 404, field: 'scanIds' });
    }
    throw error;
  }
}

/** Whose links: the caller's own; staff act for the link's owner only through User.shareLinks. */
async function me(ctx: GraphQLContext): Promise<LabUser> {
  return requireUser(ctx);
}

export const shareLinkResolvers = {
  User: {
    shareLinks: async (user: LabUser, _args: unknown, ctx: GraphQLContext) => {
      await requireSelfOrAdmin(ctx, String(user.id));
      const links = await ctx.lab.shareLinks.list(user.id);
      return links.map((link) => ({ ...link, userId: user.id }));
    },
  },
  ShareLink: {
    path: (link: ShareLinkSource) => `/shared-scans/${link.code}`,
    scanCount: (link: ShareLinkSource) => link.scanIds.length,
    previewScans: async (link: ShareLinkSource, _args: unknown, ctx: GraphQLContext) => {
      const ids = link.scanIds.slice(0, PREVIEW_COUNT);
      // A scan deleted since the link was made is left out.
      // Every link's previews on a page share the request's batched scan reads (one lab call per 100 scans).
      const scans = await Promise.all(ids.map((id) => ctx.loaders.scan(link.userId, id).catch(() => null)));
      return scans.filter((scan) => scan !== null);
    },
  },
  Mutation: {
    createShareLink: async (_root: unknown, args: { input: unknown }, ctx: GraphQLContext) => {
      const input = createInput.parse(args.input);
      await me(ctx);
      // A password is set with the share-links extension: without it, refused before the documented share call writes
      // a link (docs/decisions/097). A link without one is the documented call alone.
      if (input.password && !ctx.lab.has('share-links'))
        throw new FeatureUnavailableError('share-links', 'PUT /users/{id}/share-links/{code}');
      const userId = await requireScansStored(ctx, input.scanIds);
      let link = await notTheirs(
        ctx.lab.shareLinks.create(userId, {
          scanIds: input.scanIds.join(','),
          expiresInDays: input.expiresInDays ?? 'never',
          allowDownload: input.allowDownload ?? true,
        }),
      );
      if (input.password)
        link = await ctx.lab.shareLinks.update(userId, link.code, { password: input.password });
      return { ...link, userId };
    },
    updateShareLink: async (_root: unknown, args: { input: unknown }, ctx: GraphQLContext) => {
      const input = updateInput.parse(args.input);
      const user = await me(ctx);
      const body: { expiresInDays?: number | null; password?: string; allowDownload?: boolean } = {};
      if (input.expiresInDays != null) body.expiresInDays = input.expiresInDays;
      if (input.password != null) body.password = input.password;
      if (input.allowDownload != null) body.allowDownload = input.allowDownload;
      const link = await ctx.lab.shareLinks.update(user.id, input.code, body);
      return { ...link, userId: user.id };
    },
    revokeShareLink: async (_root: unknown, args: { code: string }, ctx: GraphQLContext) => {
      const user = await me(ctx);
      const link = await ctx.lab.shareLinks.revoke(user.id, code.parse(args.code));
      return { ...link, userId: user.id };
    },
  },
} as unknown as Resolvers;

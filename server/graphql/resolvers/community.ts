import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { displayHandle } from '../../domain/social-handle.js';
import type { GraphQLContext } from '../context.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { requireAdmin } from '../guards.js';
import { email, idArg, pageArgs, waitlistInput } from '../inputs.js';

const socialSubmissionsArgs = pageArgs.extend({
  selected: z.boolean().nullish(),
  sortBy: z
    .enum(['selectedAt', 'createdAt', 'id'], { error: 'sortBy must be selectedAt, createdAt or id' })
    .nullish(),
  desc: z.boolean().nullish(),
  search: z.string().trim().max(200, 'search must be at most 200 characters').nullish(),
});

const subscribeArgs = z.object({
  email,
  zip: waitlistInput.shape.zip,
});

const selectArgs = idArg.extend({ selected: z.boolean().nullish() });

const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/**
 * The lab links its own storage absolutely (http://<lab host>/public/images/…), which browsers cannot reach:
 * those become the BFF's same-origin /images/… (server/http/image-proxy.ts). Other links (a CDN) pass as is.
 * Mercurius puts the Fastify instance on the context; a context without it leaves the link alone.
 */
export function browserUrl(url: string, ctx: GraphQLContext): string {
  const app = (ctx as GraphQLContext & { app?: FastifyInstance }).app;
  return app?.labImages ? app.labImages.local(url) : url;
}

export const communityResolvers: Resolvers = {
  Query: {
    socialSubmissions: async (_root, args, ctx) => {
      const input = socialSubmissionsArgs.parse(args);
      const query = {
        limit: input.limit,
        offset: input.offset,
        sortBy: orUndefined(input.sortBy),
        desc: orUndefined(input.desc),
        search: input.search || undefined,
      };
      if (input.selected === true) return ctx.lab.social.selected(query);
      // Everything but the public gallery is staff's (the lab checks again).
      await requireAdmin(ctx);
      return ctx.lab.social.list({ ...query, selected: input.selected === false ? false : undefined });
    },
  },
  Mutation: {
    subscribe: (_root, args, ctx) => {
      const { email, zip } = subscribeArgs.parse(args);
      return ctx.lab.subscribers.add({
        email,
        zip: orUndefined(zip),
        ipAddress: ctx.visitor.ip,
        country: ctx.visitor.country,
      });
    },
    selectSocialSubmission: async (_root, args, ctx) => {
      const { id, selected } = selectArgs.parse(args);
      await requireAdmin(ctx);
      return ctx.lab.social.select(id, orUndefined(selected));
    },
  },
  SocialSubmission: {
    id: (submission) => String(submission.id),
    handle: (submission) => displayHandle(submission.handle),
    thumbnailUrl: (submission, _args, ctx) => browserUrl(submission.scan.thumbnail.read, ctx),
    midResUrl: (submission, _args, ctx) => browserUrl(submission.publicLinks.midResOptimized.read, ctx),
    hiResUrl: (submission, _args, ctx) => browserUrl(submission.publicLinks.hiRes.read, ctx),
    filmBrand: (submission) => submission.filmRoll.brand,
    filmModel: (submission) => submission.filmRoll.model,
  },
  Subscriber: { id: (subscriber) => String(subscriber.id) },
};

import { displayTurnaroundDays } from '../../domain/turnaround.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { compact, waitlistInput } from '../inputs.js';

export const publicResolvers: Resolvers = {
  Query: {
    labFeatures: (_root, _args, ctx) => ctx.lab.features(),
    generalStats: (_root, _args, ctx) => ctx.lab.public.generalStats(),
    locations: (_root, _args, ctx) => ctx.lab.public.locations(),
    blogPosts: async (_root, _args, ctx) => {
      const posts = await ctx.lab.public.blogPosts();
      return posts.map((post) => ({ title: post.title, url: post.url }));
    },
    zipCodes: (_root, args, ctx) => ctx.lab.public.zipCodes(args.active ?? undefined),
  },
  Mutation: {
    joinWaitlist: (_root, args, ctx) => ctx.lab.public.joinWaitlist(compact(waitlistInput.parse(args.input))),
  },
  GeneralStats: {
    turnaround: (stats) => ({
      totalOutstanding: stats.turnaround.overall.totalOutstanding,
      estimatedDays: displayTurnaroundDays(stats.turnaround.overall.estimatedDays),
    }),
    outstandingByProcess: (stats) =>
      Object.entries(stats.turnaround)
        .filter(([process]) => process !== 'overall')
        .map(([process, value]) => ({ process, totalOutstanding: value.totalOutstanding })),
    rollsScannedToday: (stats) => stats.rsct,
    rollsDevelopedToday: (stats) => stats.rdt,
    rollsSyncedToday: (stats) => stats.rst,
    rollsSyncedYesterday: (stats) => stats.rsy,
    ordersByLocation: (stats) =>
      Object.entries(stats.obl ?? {}).map(([location, count]) => ({ location, count })),
  },
  Location: { id: (location) => String(location.id) },
  ZipCode: { id: (zip) => String(zip.id) },
  WaitlistEntry: { id: (entry) => String(entry.id) },
};

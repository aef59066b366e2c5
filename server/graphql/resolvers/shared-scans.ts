import { z } from 'zod';
import { readOf } from '../../lab-client/film-rolls.js';
import { LabApiError } from '../../lab-client/index.js';
import type { LabSharedScans } from '../../lab-client/share-links.js';
import type { GraphQLContext } from '../context.js';
import { codedError } from '../errors.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { manifestOf } from './scan-downloads.js';

// The public share page (docs/lab-behaviour.md "Shared scans"): no login; the password travels percent-encoded in
// X-Share-Password, the visitor's address in X-Share-Visitor (wrong passwords count per visitor, decision 103).

const INVALID = 'This link is invalid or has expired';
/** A lab without share-links has no page for visitors (decision 097): said as it is, never "invalid or expired". */
const NO_VISITOR_PAGE =
  "This lab doesn't show shared scans to visitors yet: ask the person who shared them to send the pictures themselves.";
const args = z.object({
  code: z.string().max(100),
  password: z.string().max(100, 'At most 100 characters').nullish(),
});

type SharedSource = LabSharedScans & { password: string | null; ip: string | undefined };

export const sharedScanResolvers = {
  Query: {
    sharedScans: async (
      _root: unknown,
      raw: { code: string; password?: string | null },
      ctx: GraphQLContext,
    ) => {
      const { code, password } = args.parse(raw);
      if (!ctx.lab.has('share-links'))
        throw codedError(NO_VISITOR_PAGE, 'FEATURE_UNAVAILABLE', { feature: 'share-links' });
      // Not a code the lab could have made: the same answer as an unknown one, without asking.
      if (!/^[A-Za-z0-9_-]{22}$/.test(code)) throw codedError(INVALID, 'NOT_FOUND', { status: 404 });
      try {
        const ip = ctx.visitor.ip;
        const shared = await ctx.lab.shareLinks.shared(code, { password, ip });
        return { ...shared, password: password ?? null, ip };
      } catch (error) {
        // A visitor's wrong or missing share password is a field error, not a session problem: UNAUTHENTICATED
        // would make the client treat it as a lost login.
        if (error instanceof LabApiError && error.status === 401) {
          throw codedError(error.message, 'BAD_USER_INPUT', { field: 'password' });
        }
        if (error instanceof LabApiError && error.status === 404)
          throw codedError(INVALID, 'NOT_FOUND', { status: 404 });
        throw error;
      }
    },
  },
  SharedScans: {
    download: async (shared: SharedSource, _args: unknown, ctx: GraphQLContext) => {
      if (!shared.allowDownload) return null;
      return manifestOf(
        await ctx.lab.shareLinks.sharedDownload(shared.code, { password: shared.password, ip: shared.ip }),
      );
    },
  },
  SharedScan: {
    id: (scan: LabSharedScans['scans'][number]) => String(scan.id),
    thumbnailUrl: (scan: LabSharedScans['scans'][number]) => readOf(scan.thumbnail),
    midResUrl: (scan: LabSharedScans['scans'][number]) => readOf(scan.midRes),
    // Without downloads the largest size shown is the mid-res.
    hiResUrl: (scan: LabSharedScans['scans'][number]) => scan.hiRes?.read ?? readOf(scan.midRes),
  },
} as unknown as Resolvers;

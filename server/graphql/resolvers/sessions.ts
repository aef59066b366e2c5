import { z } from 'zod';
import { countryName, deviceName } from '../../domain/device-name.js';
import type { LabAccountStatus, LabSession } from '../../lab-client/sessions.js';
import type { GraphQLContext } from '../context.js';
import { codedError } from '../errors.js';
import type { AccountStatus, Resolvers, Session } from '../generated/resolvers-types.js';
import { requireAdmin, requireUser } from '../guards.js';
import { idArg } from '../inputs.js';

// Sessions and staff account management (docs/decisions/110): each call that ends sessions is followed by a notice
// to every replica, which re-checks the live connections it holds for that user (server/realtime/live-sessions.ts).

const sessionIdArg = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Unknown session'),
});
const roleArg = z.object({ role: z.enum(['ADMIN', 'CUSTOMER', 'MESSENGER', 'VENDOR']) });

const OWN_ACCOUNT = {
  role: 'You cannot change your own role: ask another admin.',
  access: 'You cannot deactivate your own account: ask another admin.',
};

export function toSession(session: LabSession): Session {
  return {
    id: session.id,
    device: deviceName(session.userAgent),
    method: session.method.toUpperCase() as Session['method'],
    country: countryName(session.country),
    signedInAt: session.signedInAt,
    lastSeenAt: session.lastSeenAt,
    current: session.current,
  };
}

export function toAccountStatus(status: LabAccountStatus): AccountStatus {
  const isRole = (value: string | null) =>
    value === 'ADMIN' || value === 'CUSTOMER' || value === 'MESSENGER' || value === 'VENDOR' ? value : null;
  return {
    role: status.role,
    deactivated: status.deactivated,
    deactivatedAt: status.deactivatedAt,
    changes: status.changes.map((change) => ({
      kind: change.change.toUpperCase() as AccountStatus['changes'][number]['kind'],
      fromRole: isRole(change.from),
      toRole: isRole(change.to),
      byName: change.by?.name ?? null,
      at: change.at,
    })),
  };
}

/** The admin acting, and the account they act on, which is never their own (checked again by the lab). */
async function staffTarget(ctx: GraphQLContext, userId: string, own: string): Promise<string> {
  const { id } = idArg.parse({ id: userId });
  const admin = await requireAdmin(ctx);
  if (String(admin.id) === id) throw codedError(own, 'CONFLICT', { status: 409, field: 'userId' });
  return id;
}

export const sessionResolvers: Resolvers = {
  User: {
    sessions: async (user, _args, ctx) => {
      const me = await requireUser(ctx);
      if (String(me.id) !== String(user.id))
        throw codedError('Only the account holder sees where they are signed in.', 'FORBIDDEN', {
          status: 403,
        });
      const { sessions } = await ctx.lab.sessions.list();
      return sessions.map(toSession);
    },
    accountStatus: async (user, _args, ctx) => {
      await requireAdmin(ctx);
      return toAccountStatus(await ctx.lab.sessions.accountStatus(user.id));
    },
  },
  Mutation: {
    // A lab without sessions has nothing to end: the client forgets its token, as spec §4 says of logout. No
    // current-user call here: it would hand back a fresh token for the session being ended.
    signOut: async (_root, _args, ctx) => {
      if (!ctx.session.token || !ctx.lab.has('sessions')) return true;
      try {
        const { userId } = await ctx.lab.sessions.logout();
        await ctx.sessionsEnded(userId);
      } catch (error) {
        // Already signed out (or never signed in): nothing is left to end.
        if ((error as { status?: number }).status !== 401) throw error;
      }
      return true;
    },
    signOutSession: async (_root, args, ctx) => {
      const { id } = sessionIdArg.parse(args);
      const me = await requireUser(ctx);
      const { sessions } = await ctx.lab.sessions.end(id);
      await ctx.sessionsEnded(me.id);
      return sessions.map(toSession);
    },
    signOutOtherSessions: async (_root, _args, ctx) => {
      const me = await requireUser(ctx);
      const { sessions } = await ctx.lab.sessions.endOthers();
      await ctx.sessionsEnded(me.id);
      return sessions.map(toSession);
    },
    changeUserRole: async (_root, args, ctx) => {
      const { role } = roleArg.parse(args);
      const userId = await staffTarget(ctx, args.userId, OWN_ACCOUNT.role);
      await ctx.lab.sessions.changeRole(userId, role);
      await ctx.sessionsEnded(userId);
      return ctx.lab.users.get(userId);
    },
    deactivateUser: async (_root, args, ctx) => {
      const userId = await staffTarget(ctx, args.userId, OWN_ACCOUNT.access);
      await ctx.lab.sessions.setDeactivated(userId, true);
      await ctx.sessionsEnded(userId);
      return ctx.lab.users.get(userId);
    },
    reactivateUser: async (_root, args, ctx) => {
      const userId = await staffTarget(ctx, args.userId, OWN_ACCOUNT.access);
      await ctx.lab.sessions.setDeactivated(userId, false);
      return ctx.lab.users.get(userId);
    },
  },
};

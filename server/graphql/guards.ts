import type { LabUser } from '../lab-client/types.js';
import type { GraphQLContext } from './context.js';
import { codedError } from './errors.js';

export async function requireUser(ctx: GraphQLContext): Promise<LabUser> {
  const user = await ctx.currentUser();
  if (!user) throw codedError('Please log in to continue.', 'UNAUTHENTICATED', { status: 401 });
  return user;
}

export async function requireAdmin(ctx: GraphQLContext): Promise<LabUser> {
  const user = await requireUser(ctx);
  if (user.role !== 'ADMIN') throw codedError('Only lab staff can do this.', 'FORBIDDEN', { status: 403 });
  return user;
}

/** The user themself, or an admin acting for them (checked here and again by the lab). */
export async function requireSelfOrAdmin(ctx: GraphQLContext, userId: string): Promise<LabUser> {
  const user = await requireUser(ctx);
  if (user.role !== 'ADMIN' && String(user.id) !== userId) {
    throw codedError('You do not have access to this account.', 'FORBIDDEN', { status: 403 });
  }
  return user;
}

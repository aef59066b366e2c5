import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { LabDeps } from '../deps';
import { notFound } from '../errors';
import {
  changeRole,
  loadAccountStatus,
  OWN_DEACTIVATION,
  OWN_ROLE,
  refuseOwnAccount,
  setDeactivated,
} from '../services/account-status';
import { requireAdmin } from '../services/auth';
import { idSchema, parseInput, roleSchema } from '../validation';
import { assertUserExists, USER_NOT_FOUND } from './owned-user';

export const accountParams = z.object({ id: idSchema });
export const roleBody = z.strictObject({ role: roleSchema });
export const deactivationBody = z.strictObject({
  deactivated: z.boolean({ error: 'Must be true or false' }),
});

/** Staff manage an account (decision 110): its role, and whether it may sign in. Admins only, never their own. */
export function accountStatusRoutes(app: FastifyInstance, { db, events }: LabDeps): void {
  const status = async (userId: number) => {
    const found = await loadAccountStatus(db, userId);
    if (!found) throw notFound(USER_NOT_FOUND);
    return found;
  };

  app.get('/users/:id/account-status', async (request) => {
    requireAdmin(request);
    const { id } = parseInput(accountParams, request.params);
    return status(id);
  });

  app.put('/users/:id/role', async (request) => {
    const auth = requireAdmin(request);
    const { id } = parseInput(accountParams, request.params);
    const { role } = parseInput(roleBody, request.body);
    refuseOwnAccount(auth.userId, id, OWN_ROLE);
    const ended = await db.transaction(async (tx) => {
      await assertUserExists(tx, id);
      return changeRole(tx, id, role, auth.userId);
    });
    events.publishSessionsEnded({ userId: id, sessionIds: ended });
    request.log.info({ userId: id, role, by: auth.userId, ended: ended.length }, 'role changed');
    return status(id);
  });

  app.put('/users/:id/deactivation', async (request) => {
    const auth = requireAdmin(request);
    const { id } = parseInput(accountParams, request.params);
    const { deactivated } = parseInput(deactivationBody, request.body);
    refuseOwnAccount(auth.userId, id, OWN_DEACTIVATION);
    const ended = await db.transaction(async (tx) => {
      await assertUserExists(tx, id);
      return setDeactivated(tx, id, deactivated, auth.userId);
    });
    events.publishSessionsEnded({ userId: id, sessionIds: ended });
    request.log.info({ userId: id, deactivated, by: auth.userId }, 'account access changed');
    return status(id);
  });
}

import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import { userExists } from '../db/queries/users';
import { notFound } from '../errors';
import { requireAuth, requireSelfOrAdmin } from '../services/auth';
import { idSchema, parseInput } from '../validation';

export const USER_NOT_FOUND = 'User not found';

// Not strict: nested routes carry more params (addressId…), which they validate themselves.
const userIdParam = z.object({ id: idSchema });

/**
 * The {id} of a /users/{id}/… route, checked in this order: token (401), id (400), ownership (403).
 * Ownership before existence, so a customer learns nothing about which other ids exist.
 */
export function ownedUserId(request: FastifyRequest): number {
  requireAuth(request);
  const { id } = parseInput(userIdParam, request.params);
  requireSelfOrAdmin(request, id);
  return id;
}

/** For admins, who pass the ownership check for any id. */
export async function assertUserExists(q: Queryable, userId: number): Promise<void> {
  if (!(await userExists(q, userId))) throw notFound(USER_NOT_FOUND);
}

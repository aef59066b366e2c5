import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { forbidden, HttpError, unauthorized } from '../errors';
import type { Role } from '../validation';
import { touchSession } from './session-store';
import { findSessionAccount } from './sessions';
import type { TokenClaims, TokenService } from './tokens';

export interface AuthContext {
  userId: number;
  /** From the database, not the token: a demoted admin loses admin rights on the next call. */
  role: Role;
  mfa: boolean;
  /** An admin who must pass the two-factor check before admin actions. */
  manager: boolean;
  /** The account's session version, which the token matched. */
  sessionVersion: number;
  /** The token's session (decision 110); null for a token from before sessions had ids. */
  sessionId: string | null;
}

export const SESSION_EXPIRED = 'Your session is invalid or has expired';
export const TWO_FACTOR_REQUIRED = 'Confirm your sign-in with the code we e-mail you before managing the lab';

/** The holder of verified claims, or null when the account is gone or the session was revoked. */
export async function authenticate(db: Queryable, claims: TokenClaims): Promise<AuthContext | null> {
  const account = await findSessionAccount(db, claims.userId, claims.sid ?? null);
  if (!account || account.deactivated) return null;
  if (claims.sid) {
    if (!account.sessionOpen) return null;
    if (account.stale) await touchSession(db, claims.sid);
  } else if (account.sessionVersion !== (claims.ver ?? 0)) return null;
  return {
    userId: claims.userId,
    role: account.role,
    mfa: claims.mfa === true,
    manager: account.manager,
    sessionVersion: account.sessionVersion,
    sessionId: claims.sid ?? null,
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set from a valid `Authorization: Bearer …` header, else null. */
    auth: AuthContext | null;
    /** Why auth is null despite a header, so requireAuth can say so. */
    authProblem: string | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** Reads the token on every request; public routes ignore the outcome, protected ones call requireAuth. */
export function registerAuthHook(app: FastifyInstance, tokens: TokenService, db: Queryable): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('authProblem', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const token = BEARER.exec(header)?.[1];
    const claims = token ? await tokens.verify(token) : null;
    const auth = claims ? await authenticate(db, claims) : null;
    if (!auth) {
      request.authProblem = SESSION_EXPIRED;
      return;
    }
    request.auth = auth;
  });
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized(request.authProblem ?? 'Authentication required');
  return request.auth;
}

/** Whether the signed-in caller is staff (ADMIN): staff also see what is not ready yet (pending scans). */
export const isAdmin = (request: FastifyRequest): boolean => requireAuth(request).role === 'ADMIN';

/** An admin by role, whether or not a manager has passed the two-factor check: only the 2FA routes use it. */
export function requireAdminRole(request: FastifyRequest): AuthContext {
  const auth = requireAuth(request);
  if (auth.role !== 'ADMIN') throw forbidden();
  return auth;
}

/** Admin actions: a manager's token must carry `mfa: true` from the two-factor check. */
export function requireAdmin(request: FastifyRequest): AuthContext {
  const auth = requireAdminRole(request);
  // The field lets a client tell "confirm with the code" from a plain refusal and prompt instead of signing out.
  if (auth.manager && !auth.mfa) {
    throw new HttpError(403, TWO_FACTOR_REQUIRED, [{ field: 'twoFactorCode', message: TWO_FACTOR_REQUIRED }]);
  }
  return auth;
}

/** Customers, vendors and messengers reach only their own /users/{id}/…; admins reach everyone's. */
export function requireSelfOrAdmin(request: FastifyRequest, userId: number): AuthContext {
  const auth = requireAuth(request);
  if (auth.userId === userId) return auth;
  return requireAdmin(request);
}

/** Login, signup and current-user hand the client a fresh token in a header it may read. */
export async function sendFreshToken(reply: FastifyReply, tokens: TokenService, claims: TokenClaims) {
  reply.header('Authorization', `Bearer ${await tokens.sign(claims)}`);
  reply.header('Access-Control-Expose-Headers', 'Authorization');
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors';
import type { Role } from '../validation';
import type { TokenClaims, TokenService } from './tokens';

export interface AuthContext {
  userId: number;
  role: Role;
  mfa: boolean;
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
export function registerAuthHook(app: FastifyInstance, tokens: TokenService): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('authProblem', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const token = BEARER.exec(header)?.[1];
    const claims = token ? await tokens.verify(token) : null;
    if (!claims) {
      request.authProblem = 'Your session is invalid or has expired';
      return;
    }
    request.auth = { userId: claims.userId, role: claims.role, mfa: claims.mfa === true };
  });
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized(request.authProblem ?? 'Authentication required');
  return request.auth;
}

export function requireAdmin(request: FastifyRequest): AuthContext {
  const auth = requireAuth(request);
  if (auth.role !== 'ADMIN') throw forbidden();
  return auth;
}

/** Customers, vendors and messengers reach only their own /users/{id}/…; admins reach everyone's. */
export function requireSelfOrAdmin(request: FastifyRequest, userId: number): AuthContext {
  const auth = requireAuth(request);
  if (auth.role !== 'ADMIN' && auth.userId !== userId) throw forbidden();
  return auth;
}

/** Login, signup and current-user hand the client a fresh token in a header it may read. */
export async function sendFreshToken(reply: FastifyReply, tokens: TokenService, claims: TokenClaims) {
  reply.header('Authorization', `Bearer ${await tokens.sign(claims)}`);
  reply.header('Access-Control-Expose-Headers', 'Authorization');
}

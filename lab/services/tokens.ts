import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { type Role, roleSchema } from '../validation';

export interface TokenClaims {
  userId: number;
  role: Role;
  /** True once a manager has passed the two-factor check. */
  mfa?: boolean;
  /** The account's session version when the token was issued (absent = 0); see services/sessions.ts. */
  ver?: number;
  /** The session (one sign-in) the token belongs to; tokens from before sessions had ids carry none. */
  sid?: string;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims, or null when the token is malformed, badly signed or expired. */
  verify(token: string): Promise<TokenClaims | null>;
}

const payloadSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  role: roleSchema,
  mfa: z.boolean().optional(),
  ver: z.number().int().nonnegative().optional(),
  sid: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/)
    .optional(),
});

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ userId, role, mfa, ver, sid }) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({
        role,
        ...(mfa ? { mfa: true } : {}),
        ...(ver ? { ver } : {}),
        ...(sid ? { sid } : {}),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const claims = payloadSchema.safeParse(payload);
        if (!claims.success) return null;
        return {
          userId: Number(claims.data.sub),
          role: claims.data.role,
          mfa: claims.data.mfa,
          ver: claims.data.ver,
          sid: claims.data.sid,
        };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}

import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/**
 * A stand-in for Google's and Facebook's sign-in (docs/decisions/073): their ID tokens are signed JWTs naming the
 * person; this one signs and checks HS256 JWTs with a configured secret, and refuses what the real providers
 * refuse — a bad signature, another provider's or app's token, an expired one, or one without a verified e-mail.
 */
export type IdentityProvider = 'google' | 'facebook';

export interface Identity {
  provider: IdentityProvider;
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

const AUDIENCE = 'nice-film-club';
const issuer = (provider: IdentityProvider) => `stand-in:${provider}`;

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.email(),
  email_verified: z.literal(true),
  given_name: z.string().trim().min(1).max(80),
  family_name: z.string().trim().min(1).max(80),
});

export async function verifyIdentityToken(
  secret: string,
  provider: IdentityProvider,
  token: string,
): Promise<Identity | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      issuer: issuer(provider),
      audience: AUDIENCE,
      requiredClaims: ['exp'],
    });
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) return null;
    return {
      provider,
      subject: claims.data.sub,
      email: claims.data.email.toLowerCase(),
      firstName: claims.data.given_name,
      lastName: claims.data.family_name,
    };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

/** What the stand-in provider hands a browser after the person signs in there (tests and local demos). */
export async function issueIdentityToken(
  secret: string,
  provider: IdentityProvider,
  person: { subject: string; email: string; firstName: string; lastName: string },
  ttlSeconds = 600,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: person.email,
    email_verified: true,
    given_name: person.firstName,
    family_name: person.lastName,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(issuer(provider))
    .setAudience(AUDIENCE)
    .setSubject(person.subject)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(new TextEncoder().encode(secret));
}

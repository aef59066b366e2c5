import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { countryFromHeader, visitorIp } from '../domain/visitor-origin.js';
import { LabClient, type PublicCache } from '../lab-client/index.js';
import type { LabTransport } from '../lab-client/transport.js';
import type { LabUser } from '../lab-client/types.js';
import { createLoaders, type Loaders } from './loaders.js';

/** The caller's session for one request: the token they sent and the newest one the lab issued. */
export interface Session {
  readonly token: string | undefined;
  rotatedToken: string | undefined;
}

export interface GraphQLContext {
  lab: LabClient;
  loaders: Loaders;
  session: Session;
  log: FastifyBaseLogger;
  /** The operation's tracing span context (set when OTEL_TRACING is on), parent of the lab calls' spans. */
  trace: { parent?: unknown };
  /** Where the request came from: the client address (behind TRUST_PROXY) and the edge proxy's country. */
  visitor: { ip: string | undefined; country: string | undefined };
  /** The logged-in user, fetched at most once per request; null for visitors and invalid tokens. */
  currentUser(): Promise<LabUser | null>;
}

declare module 'mercurius' {
  interface MercuriusContext extends GraphQLContext {}
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

export function buildContext(
  transport: LabTransport,
  publicCache?: PublicCache,
  countryHeader = 'cf-ipcountry',
) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<GraphQLContext> => {
    const session: Session = { token: bearerToken(request.headers.authorization), rotatedToken: undefined };
    const trace: GraphQLContext['trace'] = {};
    const lab = new LabClient(
      transport,
      {
        get token() {
          return session.rotatedToken ?? session.token;
        },
        requestId: String(request.id),
        log: request.log,
        get traceParent() {
          return trace.parent;
        },
        onToken(token) {
          // The newest token the lab issued travels back to the client in our own Authorization header.
          session.rotatedToken = token;
          reply.header('authorization', `Bearer ${token}`);
        },
      },
      publicCache,
    );
    let current: Promise<LabUser | null> | undefined;
    // Loaders and the visitor's origin (request.ip walks the proxy chain) are built when a resolver first
    // reads them: most requests never do.
    let loaders: Loaders | undefined;
    let visitor: GraphQLContext['visitor'] | undefined;
    return {
      lab,
      get loaders() {
        loaders ??= createLoaders(lab);
        return loaders;
      },
      session,
      log: request.log,
      trace,
      get visitor() {
        visitor ??= { ip: visitorIp(request.ip), country: countryFromHeader(request.headers[countryHeader]) };
        return visitor;
      },
      currentUser() {
        current ??= loadCurrentUser(lab, session);
        return current;
      },
    };
  };
}

async function loadCurrentUser(lab: LabClient, session: Session): Promise<LabUser | null> {
  if (!session.token) return null;
  try {
    return await lab.auth.currentUser();
  } catch (error) {
    if ((error as { status?: number }).status === 401) return null;
    throw error;
  }
}

import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { countryFromHeader, visitorIp } from '../domain/visitor-origin.js';
import { LabClient, type PublicCache } from '../lab-client/index.js';
import type { CallerContext, LabTransport } from '../lab-client/transport.js';
import type { LabUser } from '../lab-client/types.js';
import type { SessionRevocations } from '../scale/session-revocations.js';
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
  visitor: { ip: string | undefined; country: string | undefined; userAgent: string | undefined };
  /** The logged-in user, fetched at most once per request; null for visitors and invalid tokens. */
  currentUser(): Promise<LabUser | null>;
  /** After a call that ended sessions: every replica re-checks the user's live connections (decision 110). */
  sessionsEnded(userId: string | number): Promise<void>;
}

declare module 'mercurius' {
  interface MercuriusContext extends GraphQLContext {}
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * The lab call's view of the caller: the newest token, the request id and logger, the operation's span. A class,
 * so a request builds two objects here rather than a closure per getter (closures are what a request allocates
 * most of, and each one costs a name definition under tsx).
 */
class RequestCaller implements CallerContext {
  readonly requestId: string;
  readonly log: FastifyBaseLogger;
  constructor(
    private readonly session: Session,
    private readonly trace: GraphQLContext['trace'],
    private readonly reply: FastifyReply,
    request: FastifyRequest,
  ) {
    this.requestId = String(request.id);
    this.log = request.log;
  }
  get token(): string | undefined {
    return this.session.rotatedToken ?? this.session.token;
  }
  get traceParent(): unknown {
    return this.trace.parent;
  }
  onToken(token: string): void {
    // The newest token the lab issued travels back to the client in our own Authorization header.
    this.session.rotatedToken = token;
    this.reply.header('authorization', `Bearer ${token}`);
  }
}

/** One GraphQL request's context. Loaders and the visitor's origin are built when a resolver first reads them. */
class RequestContext implements GraphQLContext {
  readonly session: Session;
  readonly trace: GraphQLContext['trace'] = {};
  readonly lab: LabClient;
  readonly log: FastifyBaseLogger;
  #loaders: Loaders | undefined;
  #visitor: GraphQLContext['visitor'] | undefined;
  #current: Promise<LabUser | null> | undefined;

  // What Mercurius assigns to every context (its route, execution and hook runners), declared here so that a
  // request's context is built with its final shape instead of growing a property store on each request.
  reply: unknown = undefined;
  app: unknown = undefined;
  pubsub: unknown = undefined;
  __currentQuery: unknown = undefined;
  errors: unknown = null;
  preParsing: unknown = null;
  preValidation: unknown = null;
  preExecution: unknown = null;
  onResolution: unknown = null;
  preSubscriptionParsing: unknown = null;
  preSubscriptionExecution: unknown = null;
  onSubscriptionResolution: unknown = null;
  onSubscriptionEnd: unknown = null;

  constructor(
    private readonly request: FastifyRequest,
    reply: FastifyReply,
    transport: LabTransport,
    publicCache: PublicCache | undefined,
    private readonly countryHeader: string,
    private readonly revocations: SessionRevocations | undefined,
  ) {
    this.session = { token: bearerToken(request.headers.authorization), rotatedToken: undefined };
    this.lab = new LabClient(
      transport,
      new RequestCaller(this.session, this.trace, reply, request),
      publicCache,
    );
    this.log = request.log;
  }

  get loaders(): Loaders {
    this.#loaders ??= createLoaders(this.lab);
    return this.#loaders;
  }

  /** request.ip walks the proxy chain (TRUST_PROXY): only the few resolvers that need it pay for it. */
  get visitor(): GraphQLContext['visitor'] {
    this.#visitor ??= {
      ip: visitorIp(this.request.ip),
      country: countryFromHeader(this.request.headers[this.countryHeader]),
      userAgent: this.request.headers['user-agent'],
    };
    return this.#visitor;
  }

  currentUser(): Promise<LabUser | null> {
    this.#current ??= loadCurrentUser(this.lab, this.session);
    return this.#current;
  }

  async sessionsEnded(userId: string | number): Promise<void> {
    await this.revocations?.announce(userId).catch((error: unknown) => {
      this.log.warn({ err: error }, 'could not re-check live connections after sessions ended');
    });
  }
}

export function buildContext(
  transport: LabTransport,
  publicCache?: PublicCache,
  countryHeader = 'cf-ipcountry',
  revocations?: SessionRevocations,
) {
  // Not async: Mercurius awaits the context either way, and a plain object costs it no promise.
  return (request: FastifyRequest, reply: FastifyReply): GraphQLContext =>
    new RequestContext(request, reply, transport, publicCache, countryHeader, revocations);
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

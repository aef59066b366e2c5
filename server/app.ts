import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { GRAPHQL_PATH, registerGraphQL } from './graphql/register.js';
import { type Readiness, registerHealth } from './health.js';
import { registerCors } from './http/cors.js';
import { registerFilesProxy } from './http/files-proxy.js';
import { registerImageProxy } from './http/image-proxy.js';
import { sharePageStatus } from './http/page-status.js';
import { registerProfilePicProxy } from './http/profile-pic-proxy.js';
import { registerRateLimits } from './http/rate-limit.js';
import { requestId } from './http/request-id.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerStandInIdentity } from './http/stand-in-identity.js';
import { registerUnderPressure } from './http/under-pressure.js';
import { DOCUMENT_PATH, LabFeatures } from './lab-client/features.js';
import { LabTransport, PublicCache } from './lab-client/index.js';
import { AccessLogController, accessLogger, lazyChildLogger, loggerOptions } from './logger.js';
import { createMetrics, registerMetrics } from './observability/metrics.js';
import { registerOperationHooks } from './observability/operation-hooks.js';
import { createTracing } from './observability/tracing.js';
import { readInlineStyleHashes } from './prerendered-pages.js';
import { LiveSessions } from './realtime/live-sessions.js';
import { registerWebSocketServer } from './realtime/protocols.js';
import { labTokenCheck } from './realtime/subscriptions.js';
import { UpstreamEvents, type UserEventSource } from './realtime/upstream-events.js';
import { registerZipSocketProxy } from './realtime/zip-socket-proxy.js';
import { SessionRevocations } from './scale/session-revocations.js';
import { SharedUserEvents } from './scale/shared-events.js';
import { SharedRedis } from './scale/shared-redis.js';
import { registerStaticFiles } from './static-files.js';

export type AppConfig = Config & { labApiUrl: string };

export interface BuildOptions {
  /** Pretty logs for people at a terminal; JSON lines otherwise. */
  prettyLogs?: boolean;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: { write(line: string): void };
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = createFastify(config, options);
  try {
    await wire(app, config);
  } catch (error) {
    // A half-built app still holds the lab pool and timers: release them before reporting the problem.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}

function createFastify(config: AppConfig, options: BuildOptions): FastifyInstance {
  const logController = new AccessLogController();
  const app = Fastify({
    logger: {
      ...loggerOptions(config, options.prettyLogs ?? false),
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // Our own reading of x-request-id (validated), so every log line and lab call carries a safe id.
    requestIdHeader: false,
    genReqId: requestId,
    bodyLimit: config.bodyLimitBytes,
    // Fastify also takes a hop count here (proxy-addr), which its types leave out.
    trustProxy: config.trustProxy as boolean | string[],
    logController,
    // The request's pino child is made only when something logs through it (server/logger.ts).
    childLoggerFactory: lazyChildLogger,
  });
  logController.access = accessLogger(app.log);
  return app;
}

async function wire(app: FastifyInstance, config: AppConfig): Promise<void> {
  const metrics = config.metricsEnabled ? createMetrics() : undefined;
  const tracing = config.otelTracing ? createTracing(app.log) : undefined;
  const transport = new LabTransport({
    baseUrl: config.labApiUrl,
    timeoutMs: config.labTimeoutMs,
    connectTimeoutMs: config.labConnectTimeoutMs,
    connections: config.labPoolConnections,
    retry: {
      retries: config.labRetries,
      baseMs: config.labRetryBaseMs,
      maxDelayMs: config.labRetryMaxDelayMs,
    },
    breaker: { threshold: config.labBreakerThreshold, openMs: config.labBreakerOpenMs },
    observer: metrics?.observer,
    tracer: tracing?.upstream,
  });
  // What the lab offers: read from its document before the first request (and again every LAB_FEATURES_REFRESH_MS).
  const features = new LabFeatures({
    fixed: config.labExtensions,
    refreshMs: config.labFeaturesRefreshMs,
    readDocument: () => transport.call({}, { method: 'GET', path: DOCUMENT_PATH }),
    log: app.log,
  });
  transport.guardWith(features);
  app.addHook('onClose', async () => features.close());
  await features.start();
  const redis = config.redisUrl
    ? new SharedRedis(config.redisUrl, app.log, config.redisCommandTimeoutMs, config.redisPrefix)
    : undefined;
  const publicCache =
    config.publicCacheTtlMs > 0
      ? new PublicCache(config.publicCacheTtlMs, redis, {
          ttlMs: config.statsCacheTtlMs,
          staleMs: config.statsStaleMs,
        })
      : undefined;

  let answered = false;
  const readiness: Readiness = {
    shuttingDown: false,
    async upstreamAnswered() {
      answered ||= await transport.ping(1000);
      return answered;
    },
    features: () => features.list(),
  };
  if (redis) {
    readiness.redis = () => (redis.ready ? 'up' : 'down');
    app.addHook('onClose', () => redis.close());
  }
  app.decorate('readiness', readiness);
  app.addHook('onClose', async () => {
    readiness.shuttingDown = true;
    await transport.close();
  });
  // Plain hooks (calling done) rather than async ones: no promise and microtask per hook per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  if (metrics) registerMetrics(app, metrics, config.metricsToken);
  if (config.securityHeaders) {
    registerSecurityHeaders(app, {
      graphiql: config.graphiql && !config.graphqlPersistedOnly,
      graphiqlCdn: config.graphiqlCdn,
      imgSources: config.cspImgSources,
      fileOrigins: config.fileOrigins,
      styleHashes: readInlineStyleHashes(config.staticDir),
    });
  }
  await registerCors(app, config.corsOrigins);
  await registerUnderPressure(app, {
    maxEventLoopDelayMs: config.underPressureMaxEventLoopDelayMs,
    maxHeapBytes: config.underPressureMaxHeapBytes,
    maxRssBytes: config.underPressureMaxRssBytes,
    retryAfterS: config.underPressureRetryAfterS,
    graphqlPath: GRAPHQL_PATH,
  });
  await registerRateLimits(app, {
    path: GRAPHQL_PATH,
    windowMs: config.rateLimitWindowMs,
    ipMax: config.rateLimitIpMax,
    tokenMax: config.rateLimitTokenMax,
    redis,
  });
  registerHealth(app, readiness);
  // The pass-throughs call the lab outside the transport: each asks the features first (a route of one that is off
  // answers 404 FEATURE_UNAVAILABLE here, and the lab never hears of it).
  const passThrough = { ...config, features };
  registerImageProxy(app, passThrough);
  registerFilesProxy(app, passThrough);
  registerProfilePicProxy(app, passThrough);
  registerStandInIdentity(app, passThrough);
  // Before Mercurius, which then uses this WebSocket server for subscriptions instead of making its own.
  await registerWebSocketServer(app, GRAPHQL_PATH);
  const labEvents = {
    labApiUrl: config.labApiUrl,
    connectTimeoutMs: config.labConnectTimeoutMs,
    log: app.log,
    // Without the live-events extension: spec §7's zip-downloads socket, any message a USER_CHANGED (decision 100).
    documented: () => !features.isOn('live-events'),
  };
  // With Redis: one lab connection per user for the whole fleet, events fanned out to every replica.
  const events: UserEventSource = redis
    ? new SharedUserEvents({ ...labEvents, redis })
    : new UpstreamEvents(labEvents);
  // The events socket is the live-events feature's; with it off, the documented socket carries them instead.
  const upstreamEvents: UserEventSource = {
    subscribe(userId, subscriber) {
      const socket = features.isOn('live-events') ? 'events' : 'zip-downloads';
      features.check('GET', `/users/${encodeURIComponent(userId)}/${socket}/socket`);
      return events.subscribe(userId, subscriber);
    },
    close: () => events.close(),
  };
  app.addHook('onClose', () => upstreamEvents.close());
  // Sessions ending reach open connections on every replica (decision 110).
  const liveSessions = new LiveSessions(labTokenCheck(transport, app.log));
  const revocations = new SessionRevocations(liveSessions, redis);
  app.addHook('onClose', () => revocations.close());
  registerZipSocketProxy(app, { labApiUrl: config.labApiUrl, connectTimeoutMs: config.labConnectTimeoutMs });
  await registerGraphQL(app, config, { transport, publicCache, upstreamEvents, revocations, liveSessions });
  registerOperationHooks(app, metrics, tracing);

  app.addHook('onSend', (request, reply, payload, done) => {
    // While draining, every answer closes its connection: clients reconnect to another copy, and no idle
    // kept-alive socket holds the server open after the last request.
    if (readiness.shuttingDown) reply.header('connection', 'close');
    // Browsers may read the rotated token only when it is exposed.
    if (request.url.startsWith(GRAPHQL_PATH) && !reply.hasHeader('access-control-expose-headers')) {
      reply.header('access-control-expose-headers', 'Authorization');
    }
    done(null, payload);
  });

  await registerStaticFiles(app, config.staticDir, sharePageStatus(transport));
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

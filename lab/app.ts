import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { LabConfig } from './config';
import { LAB_CONTRACT_VERSION } from './contract/define';
import type { ServedRoute } from './contract/document';
import { registerContract } from './contract/plugin';
import type { Db } from './db/database';
import type { LabDeps } from './deps';
import { registerErrorHandlers } from './errors';
import { createLabLogger } from './logger';
import { accountSettingsRoutes } from './routes/account-settings';
import { accountStatusRoutes } from './routes/account-status';
import { addressRoutes } from './routes/addresses';
import { adminOrderRoutes } from './routes/admin-orders';
import { authRoutes } from './routes/auth';
import { blogRoutes } from './routes/blog';
import { cartRoutes } from './routes/cart';
import { courierPickUpRoutes } from './routes/courier-pick-ups';
import { downloadRoutes } from './routes/downloads';
import { exposureRoutes } from './routes/exposures';
import { fileRoutes } from './routes/files';
import { filmRollRoutes } from './routes/film-rolls';
import { keysetPageRoutes } from './routes/keyset-pages';
import { messengerRoutes } from './routes/messengers';
import { orderRoutes } from './routes/orders';
import { passwordResetRoutes } from './routes/password-reset';
import { paymentMethodRoutes } from './routes/payment-methods';
import { placeRoutes } from './routes/places';
import { preferenceRoutes } from './routes/preferences';
import { printCartRoutes } from './routes/print-cart';
import { printRoutes } from './routes/prints';
import { productImageRoutes } from './routes/product-images';
import { productAdminRoutes, productRoutes } from './routes/products';
import { publicRoutes } from './routes/public';
import { publicImageRoutes } from './routes/public-images';
import { referralRoutes } from './routes/referrals';
import { scanRoutes } from './routes/scans';
import { sessionRoutes } from './routes/sessions';
import { shareLinkRoutes } from './routes/share-links';
import { sharedScanRoutes } from './routes/shared-scans';
import { socialSubmissionRoutes } from './routes/social-submissions';
import { subscriberRoutes } from './routes/subscribers';
import { subscriptionRoutes } from './routes/subscriptions';
import { twoFactorRoutes } from './routes/two-factor';
import { registerWebSockets, userEventSocketRoutes } from './routes/user-events-socket';
import { userRoutes } from './routes/users';
import { vendorOrderRoutes } from './routes/vendor-orders';
import { waitlistRoutes } from './routes/waitlist';
import { zipCodeRoutes } from './routes/zip-codes';
import { registerAuthHook } from './services/auth';
import { configureShippingLabels } from './services/shipping-labels';
import { createTokenService } from './services/tokens';
import { UserEventBus } from './services/user-events';
import { PgEventRelay } from './services/user-events-relay';

export interface BuildLabAppOptions {
  config: LabConfig;
  db: Db;
  /** Defaults to a JSON logger at config.logLevel with the lab's redaction rules (see createLabLogger). */
  logger?: Logger;
  /** The live-event bus the routes publish on; a fresh one by default (tests pass their own to listen in). */
  events?: UserEventBus;
}

const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const served = new WeakMap<FastifyInstance, ServedRoute[]>();
/** The routes an app built by buildLabApp serves, each with its contract (for the contract tests). */
export const servedRoutes = (app: FastifyInstance): ServedRoute[] => served.get(app) ?? [];

/** The lab's REST services over an open database. Does not listen; the caller owns the database. */
export async function buildLabApp({
  config,
  db,
  logger,
  events,
}: BuildLabAppOptions): Promise<FastifyInstance> {
  // Typed as Fastify's base logger so the instance keeps the default FastifyInstance type the route modules take.
  const loggerInstance: FastifyBaseLogger = logger ?? createLabLogger(config.logLevel);
  const app = Fastify({
    loggerInstance,
    // A product's URL name may be 120 characters (Fastify's default refuses path parameters over 100 with a 414).
    routerOptions: { maxParamLength: 200 },
    // The BFF forwards its request id, so one id follows a call across both logs. Only a short, plain id is
    // kept: anything else could forge or flood the log lines it lands in.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers[REQUEST_ID_HEADER];
      return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  // Where file links point (decision 101): read by the link builders that have a request but not the config.
  app.decorate('fileLinks', config.fileLinks);
  registerErrorHandlers(app);
  // Before any route: each route takes its contract as it is registered (lab/contract).
  const routes = await registerContract(app, {
    validateAnswers: config.validateAnswers,
    documentedOnly: config.contract === 'documented',
    version: LAB_CONTRACT_VERSION,
  });
  served.set(app, routes);

  const tokens = createTokenService(config.tokenSecret, config.tokenTtlSeconds);
  registerAuthHook(app, tokens, db);

  configureShippingLabels(config);
  await registerWebSockets(app);
  const deps: LabDeps = { db, config, tokens, events: events ?? new UserEventBus() };
  if (!events && db.driver === 'postgres' && config.databaseUrl) {
    // Several lab processes may share this database: every one must hear every event (decision 075).
    const relay = new PgEventRelay(config.databaseUrl, deps.events, app.log);
    await relay.start();
    deps.events.relayThrough(relay);
    app.addHook('onClose', () => relay.close());
  }
  for (const routes of [
    authRoutes,
    sessionRoutes,
    accountStatusRoutes,
    passwordResetRoutes,
    twoFactorRoutes,
    userRoutes,
    addressRoutes,
    preferenceRoutes,
    accountSettingsRoutes,
    subscriptionRoutes,
    paymentMethodRoutes,
    publicRoutes,
    blogRoutes,
    zipCodeRoutes,
    waitlistRoutes,
    socialSubmissionRoutes,
    subscriberRoutes,
    publicImageRoutes,
    productRoutes,
    productAdminRoutes,
    productImageRoutes,
    cartRoutes,
    printCartRoutes,
    printRoutes,
    vendorOrderRoutes,
    fileRoutes,
    referralRoutes,
    placeRoutes,
    orderRoutes,
    adminOrderRoutes,
    messengerRoutes,
    courierPickUpRoutes,
    filmRollRoutes,
    scanRoutes,
    exposureRoutes,
    keysetPageRoutes,
    shareLinkRoutes,
    sharedScanRoutes,
    downloadRoutes,
    userEventSocketRoutes,
  ]) {
    routes(app, deps);
  }
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The origin file links are written against ('' for relative links): config.fileLinks. */
    fileLinks: { base: string };
  }
}

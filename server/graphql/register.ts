import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ValidationRule } from 'graphql';
import mercurius from 'mercurius';
import type { Config } from '../config.js';
import type { LabTransport, PublicCache } from '../lab-client/index.js';
import type { LiveSessions } from '../realtime/live-sessions.js';
import { subscriptionOptions, validateSubscriptions } from '../realtime/subscriptions.js';
import type { UserEventSource } from '../realtime/upstream-events.js';
import type { SessionRevocations } from '../scale/session-revocations.js';
import { buildContext } from './context.js';
import { errorFormatter } from './error-formatter.js';
import { NoSchemaIntrospectionCustomRule } from './graphql-module.js';
import { queryLimitsRule } from './limits/limits-rule.js';
import { checkListArguments } from './limits/list-arguments.js';
import { registerRequestShape } from './limits/request-shape.js';
import { labelGraphQLResponse } from './media-type.js';
import { PersistedManifest } from './persisted/manifest.js';
import { persistedOnlyRule, persistedQueryProvider } from './persisted/provider.js';
import { queryWork } from './query-work.js';
import { buildResolvers } from './resolvers/index.js';

const schema = readFileSync(resolve(import.meta.dirname, '../../schema.graphql'), 'utf8');
export const GRAPHQL_PATH = '/graphql';
/** The GraphQL route's body limit: an exposure log's 2 MB with room for its JSON escapes. */
export const GRAPHQL_BODY_BYTES = 3 * 1024 * 1024;

export class PersistedConfigError extends Error {}

/** Mercurius at /graphql with the abuse limits, persisted queries and CSRF prevention from the config. */
export async function registerGraphQL(
  app: FastifyInstance,
  config: Config,
  deps: {
    transport: LabTransport;
    publicCache?: PublicCache;
    upstreamEvents?: UserEventSource;
    /** Where sessions ending are announced (every replica re-checks its live connections): decision 110. */
    revocations?: SessionRevocations;
    liveSessions?: LiveSessions;
  },
): Promise<void> {
  const manifest = PersistedManifest.load(resolve(config.graphqlPersistedManifest));
  if (config.graphqlPersistedOnly && !manifest) {
    throw new PersistedConfigError(
      `GRAPHQL_PERSISTED_ONLY is on but ${config.graphqlPersistedManifest} does not exist: build it with ` +
        '`node --import tsx server/graphql/persisted/build-manifest.ts` (see README).',
    );
  }
  const persistedOnly = config.graphqlPersistedOnly && manifest ? manifest : undefined;
  if (persistedOnly && config.graphiql) {
    app.log.warn(
      'GRAPHIQL is off: GRAPHQL_PERSISTED_ONLY refuses any query the web client was not built with',
    );
  }

  const rules: ValidationRule[] = [
    queryLimitsRule({
      maxDepth: config.graphqlMaxDepth,
      maxAliases: config.graphqlMaxAliases,
      maxCost: config.graphqlMaxCost,
    }),
  ];
  if (!config.introspection) rules.push(NoSchemaIntrospectionCustomRule);
  if (persistedOnly) rules.push(persistedOnlyRule(persistedOnly));

  // An exposure log (readExposureLog, up to 2 MB of text, docs/decisions/140) travels in the variables: the GraphQL
  // route alone takes up to 3 MiB, room for the file and its JSON escapes; every other route keeps the config's limit.
  app.addHook('onRoute', (route) => {
    if (route.url === GRAPHQL_PATH)
      route.bodyLimit = Math.max(route.bodyLimit ?? config.bodyLimitBytes, GRAPHQL_BODY_BYTES);
  });
  await app.register(mercurius, {
    schema,
    resolvers: buildResolvers(),
    context: buildContext(deps.transport, deps.publicCache, config.countryHeader, deps.revocations),
    graphiql: config.graphiql && !persistedOnly,
    path: GRAPHQL_PATH,
    validationRules: rules,
    allowBatchedQueries: config.graphqlMaxBatch > 1,
    // A WebSocket handshake (graphql-ws) carries Upgrade, a header no web page can set on a request: it passes
    // CSRF prevention as a preflighted request does. Its token travels in connection_init, never in a cookie.
    csrfPrevention: config.csrfPrevention
      ? { requiredHeaders: ['x-mercurius-operation-name', 'mercurius-require-preflight', 'upgrade'] }
      : false,
    ...(manifest ? { persistedQueryProvider: persistedQueryProvider(manifest) } : {}),
    ...(config.graphqlJit > 0 ? { jit: config.graphqlJit } : {}),
    graphql:
      config.graphqlMaxTokens > 0 ? { parseOptions: { maxTokens: config.graphqlMaxTokens } } : undefined,
    errorFormatter: errorFormatter(app.log),
    // graphql-ws on the same path (server/realtime): live user events, authorised per connection and subscription.
    ...(deps.upstreamEvents && deps.liveSessions
      ? { subscription: subscriptionOptions(deps.transport, deps.upstreamEvents, deps.liveSessions, app.log) }
      : {}),
  });
  if (deps.upstreamEvents) validateSubscriptions(app, rules);
  registerRequestShape(app, GRAPHQL_PATH, config.graphqlMaxBatch);
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.routeOptions.url === GRAPHQL_PATH) labelGraphQLResponse(request, reply);
    done(null, payload);
  });
  // Runs only when Mercurius's document cache misses: a query text seen before is neither parsed nor validated.
  // Plain functions, not async ones: Mercurius awaits each hook's result, and awaiting undefined costs no promise.
  app.graphql.addHook('preValidation', () => {
    queryWork.documents++;
  });
  // Before any resolver (and before the tracing span starts): a bad page size never reaches the lab.
  app.graphql.addHook('preExecution', (_schema, document, _context, variables) => {
    checkListArguments(document, variables as Record<string, unknown> | undefined);
  });
}

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { GraphQLError as GraphQLErrorType } from 'graphql';
import mercurius from 'mercurius';
import type { Config } from './config.js';
import { buildContext } from './graphql/context.js';
import { formatError } from './graphql/errors.js';
import { GraphQLError, NoSchemaIntrospectionCustomRule } from './graphql/graphql-module.js';
import { buildResolvers } from './graphql/resolvers/index.js';
import { type Readiness, registerHealth } from './health.js';
import { LabTransport } from './lab-client/transport.js';
import { loggerOptions } from './logger.js';
import { registerStaticFiles } from './static-files.js';

export type AppConfig = Config & { labApiUrl: string };

export interface BuildOptions {
  /** Pretty logs for people at a terminal; JSON lines otherwise. */
  prettyLogs?: boolean;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: { write(line: string): void };
}

const schema = readFileSync(resolve(import.meta.dirname, '../schema.graphql'), 'utf8');

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      ...loggerOptions(config, options.prettyLogs ?? false),
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
  });

  const transport = new LabTransport({
    baseUrl: config.labApiUrl,
    timeoutMs: config.labTimeoutMs,
    connections: config.labPoolConnections,
  });
  let answered = false;
  const readiness: Readiness = {
    shuttingDown: false,
    async upstreamAnswered() {
      answered ||= await transport.ping(1000);
      return answered;
    },
  };
  app.decorate('readiness', readiness);
  app.addHook('onClose', async () => {
    readiness.shuttingDown = true;
    await transport.close();
  });

  registerHealth(app, readiness);

  await app.register(mercurius, {
    schema,
    resolvers: buildResolvers(),
    context: buildContext(transport),
    graphiql: config.graphiql,
    path: '/graphql',
    validationRules: config.introspection ? [] : [NoSchemaIntrospectionCustomRule],
    errorFormatter: (execution, ctx) => {
      const log = ctx.reply?.log ?? app.log;
      const errors = (execution.errors ?? []).flatMap((error) => {
        // Mercurius wraps GraphQL validation errors in one error holding the list.
        const nested = (error.originalError as { errors?: unknown })?.errors;
        const isWrapped =
          Array.isArray(nested) && nested.length > 0 && nested.every((e) => e instanceof GraphQLError);
        return isWrapped ? (nested as GraphQLErrorType[]) : [error];
      });
      const original = execution.errors?.[0]?.originalError as { statusCode?: number } | undefined;
      const requestFailed =
        !execution.data && typeof original?.statusCode === 'number' && original.statusCode >= 400;
      return {
        statusCode: requestFailed ? (original?.statusCode ?? 400) : 200,
        response: { data: execution.data ?? null, errors: errors.map((e) => formatError(e, log)) },
      };
    },
  });

  // Browsers may read the rotated token only when it is exposed.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/graphql')) reply.header('access-control-expose-headers', 'Authorization');
  });

  await registerStaticFiles(app, config.staticDir);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

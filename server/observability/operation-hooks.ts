import type { FastifyInstance } from 'fastify';
import type { GraphQLContext } from '../graphql/context.js';
import { getOperationAST } from '../graphql/graphql-module.js';
import { BoundedLabels } from './bounded-labels.js';
import type { Metrics } from './metrics.js';
import type { Tracing } from './tracing.js';

interface Running {
  started: number;
  name: string;
  type: string;
  span?: { end(failed: boolean): void };
}

/** Times each GraphQL operation by name (Prometheus) and wraps it in a span (OpenTelemetry). */
export function registerOperationHooks(
  app: FastifyInstance,
  metrics: Metrics | undefined,
  tracing: Tracing | undefined,
): void {
  if (!metrics && !tracing) return;
  const names = new BoundedLabels(200);
  const running = new WeakMap<object, Running>();

  app.graphql.addHook('preExecution', async (_schema, document, ctx) => {
    const context = ctx as unknown as GraphQLContext & {
      reply: { request: { body?: unknown; headers: object } };
    };
    const body = context.reply?.request.body as { operationName?: string } | undefined;
    const operation = getOperationAST(document, Array.isArray(body) ? undefined : body?.operationName);
    const run: Running = {
      started: performance.now(),
      name: names.label(operation?.name?.value),
      type: operation?.operation ?? 'query',
    };
    if (tracing) {
      const op = tracing.startOperation(
        `${run.type} ${run.name}`,
        (context.reply?.request.headers ?? {}) as Record<string, unknown>,
        { 'graphql.operation.name': run.name, 'graphql.operation.type': run.type },
      );
      context.trace.parent = op.parent;
      run.span = op;
    }
    running.set(ctx, run);
  });

  app.graphql.addHook('onResolution', async (execution, ctx) => {
    const run = running.get(ctx);
    if (!run) return;
    running.delete(ctx);
    const failed = Boolean(execution.errors?.length);
    run.span?.end(failed);
    metrics?.operations.observe(
      { operation_name: run.name, operation_type: run.type, outcome: failed ? 'error' : 'ok' },
      (performance.now() - run.started) / 1000,
    );
  });
}

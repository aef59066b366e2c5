import type { FastifyInstance } from 'fastify';
import type { DocumentNode } from 'graphql';
import type { GraphQLContext } from '../graphql/context.js';
import { GRAPHQL_ERRORS } from '../graphql/error-formatter.js';
import { getOperationAST } from '../graphql/graphql-module.js';
import type { HistogramSeries } from './bound-histogram.js';
import { BoundedLabels } from './bounded-labels.js';
import type { Metrics } from './metrics.js';
import type { Tracing } from './tracing.js';

/** What a document's operation is called, worked out once per document (Mercurius caches documents per query text). */
interface Operation {
  name: string;
  type: string;
  /** The histogram series for each outcome, bound once (none without metrics). */
  ok: HistogramSeries | undefined;
  error: HistogramSeries | undefined;
}

interface Running {
  started: number;
  operation: Operation;
  span?: { end(failed: boolean): void };
}

/** Where a running operation's timing lives on its context (a property, not a WeakMap entry per request). */
const RUNNING = Symbol('running operation');

/** Times each GraphQL operation by name (Prometheus) and wraps it in a span (OpenTelemetry). */
export function registerOperationHooks(
  app: FastifyInstance,
  metrics: Metrics | undefined,
  tracing: Tracing | undefined,
): void {
  if (!metrics && !tracing) return;
  const names = new BoundedLabels(200);
  const operations = new WeakMap<DocumentNode, Map<string | undefined, Operation>>();
  const operationOf = (document: DocumentNode, operationName: string | undefined): Operation => {
    let byName = operations.get(document);
    if (!byName) {
      byName = new Map();
      operations.set(document, byName);
    }
    let found = byName.get(operationName);
    if (!found) {
      const ast = getOperationAST(document, operationName);
      const name = names.label(ast?.name?.value);
      const type = ast?.operation ?? 'query';
      found = {
        name,
        type,
        ok: metrics?.operations.series({ operation_name: name, operation_type: type, outcome: 'ok' }),
        error: metrics?.operations.series({ operation_name: name, operation_type: type, outcome: 'error' }),
      };
      byName.set(operationName, found);
    }
    return found;
  };

  // Plain functions, not async ones: Mercurius awaits each hook's result, and awaiting undefined costs no promise.
  app.graphql.addHook('preExecution', (_schema, document, ctx) => {
    const context = ctx as unknown as GraphQLContext & {
      reply?: { request: { body?: unknown; headers: object; ws?: unknown } } & Record<symbol, unknown>;
    };
    const body = context.reply?.request.body as { operationName?: string } | undefined;
    const operation = operationOf(
      document,
      Array.isArray(body) ? undefined : (body?.operationName ?? undefined),
    );
    const run: Running = { started: performance.now(), operation };
    if (tracing) {
      const op = tracing.startOperation(
        `${operation.type} ${operation.name}`,
        (context.reply?.request.headers ?? {}) as Record<string, unknown>,
        { 'graphql.operation.name': operation.name, 'graphql.operation.type': operation.type },
      );
      context.trace.parent = op.parent;
      run.span = op;
      (ctx as unknown as Record<symbol, Running | undefined>)[RUNNING] = run;
    } else if (context.reply && !context.reply.request.ws) {
      context.reply[RUNNING] = run;
    }
  });

  if (tracing) {
    // A span ends when its operation has resolved, wherever it came from (HTTP or the WebSocket).
    app.graphql.addHook('onResolution', (execution, ctx) => {
      const slot = ctx as unknown as Record<symbol, Running | undefined>;
      const run = slot[RUNNING];
      if (!run) return;
      slot[RUNNING] = undefined;
      const failed = Boolean(execution.errors?.length);
      run.span?.end(failed);
      (failed ? run.operation.error : run.operation.ok)?.observe((performance.now() - run.started) / 1000);
    });
    return;
  }
  // Metrics alone: an HTTP operation is timed when its answer is sent, which spares every request Mercurius's
  // async onResolution runner (decision 090). Its outcome is what the error formatter saw. Queries sent over the
  // WebSocket are not timed this way: the web client sends only subscriptions there.
  app.addHook('onResponse', (_request, reply, done) => {
    const slot = reply as unknown as { [RUNNING]?: Running; [GRAPHQL_ERRORS]?: boolean };
    const run = slot[RUNNING];
    if (run) {
      slot[RUNNING] = undefined;
      const failed = slot[GRAPHQL_ERRORS] === true;
      (failed ? run.operation.error : run.operation.ok)?.observe((performance.now() - run.started) / 1000);
    }
    done();
  });
}

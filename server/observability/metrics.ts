import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { BreakerState } from '../lab-client/circuit-breaker.js';
import type { UpstreamObserver } from '../lab-client/transport.js';

const BREAKER_VALUE: Record<BreakerState, number> = { closed: 0, 'half-open': 1, open: 2 };
// Buckets around what a BFF call should take: sub-millisecond overhead up to the 10 s upstream budget.
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

// Process metrics (memory, CPU, GC, event-loop lag) are one set per process, however many apps it builds.
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** One registry per app (tests build many apps in one process; the global registry would clash). */
export function createMetrics() {
  const registry = new Registry();
  const process = processMetrics();
  const http = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests served by the BFF, by route template',
    labelNames: ['method', 'route', 'status_code'],
    buckets: BUCKETS,
    registers: [registry],
  });
  const operations = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'GraphQL operations from execution start to result, by operation name',
    labelNames: ['operation_name', 'operation_type', 'outcome'],
    buckets: BUCKETS,
    registers: [registry],
  });
  const upstream = new Histogram({
    name: 'upstream_request_duration_seconds',
    help: 'Calls to the lab, one per attempt, by route template and status (or timeout/network/bad_response)',
    labelNames: ['method', 'route', 'status'],
    buckets: BUCKETS,
    registers: [registry],
  });
  const upstreamErrors = new Counter({
    name: 'upstream_errors_total',
    help: 'Failed calls to the lab: 5xx, timeouts, network errors, unreadable bodies, open circuit',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const retries = new Counter({
    name: 'upstream_retries_total',
    help: 'Retried calls to the lab',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const breaker = new Gauge({
    name: 'upstream_circuit_state',
    help: 'Circuit breaker per upstream: 0 closed, 1 half-open, 2 open',
    labelNames: ['upstream'],
    registers: [registry],
  });

  // One labels object per (method, route template, status), reused: routes are templates, statuses few.
  const upstreamLabels = new Map<string, { method: string; route: string; status: string }>();
  const observer: UpstreamObserver = {
    attempt({ method, route, status, seconds, failed }) {
      const key = `${method} ${status} ${route}`;
      let labels = upstreamLabels.get(key);
      if (!labels) {
        labels = { method, route, status };
        upstreamLabels.set(key, labels);
      }
      if (status !== 'circuit_open') upstream.observe(labels, seconds);
      if (failed) upstreamErrors.inc(labels);
    },
    retry: (labels) => retries.inc(labels),
    breakerState: (name, state) => breaker.set({ upstream: name }, BREAKER_VALUE[state]),
  };
  const render = async () => `${await registry.metrics()}\n${await process.metrics()}`;
  return { registry, http, operations, observer, render };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Times every request and serves /metrics (behind a bearer token when METRICS_TOKEN is set). */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  // One labels object per (method, route template, status), reused by every request that shares them. Routes
  // are templates and methods and statuses few, so the map stays small.
  const labelSets = new Map<string, { method: string; route: string; status_code: string }>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics') {
      const key = `${request.method} ${reply.statusCode} ${route}`;
      let labels = labelSets.get(key);
      if (!labels) {
        labels = { method: request.method, route, status_code: String(reply.statusCode) };
        labelSets.set(key, labels);
      }
      metrics.http.observe(labels, reply.elapsedTime / 1000);
    }
    done();
  });
  app.get('/metrics', async (request, reply) => {
    if (token && !sameSecret(request.headers.authorization ?? '', `Bearer ${token}`)) {
      return reply.code(401).send({ message: 'Unauthorized', status: 401 });
    }
    reply.header('content-type', metrics.registry.contentType);
    return metrics.render();
  });
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { BreakerState } from '../lab-client/circuit-breaker.js';
import type { UpstreamObserver } from '../lab-client/transport.js';
import { BoundHistogram, type HistogramSeries } from './bound-histogram.js';

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
  const http = new BoundHistogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests served by the BFF, by route template',
    labelNames: ['method', 'route', 'status_code'],
    buckets: BUCKETS,
    registers: [registry],
  });
  const operations = new BoundHistogram({
    name: 'graphql_operation_duration_seconds',
    help: 'GraphQL operations from execution start to result, by operation name',
    labelNames: ['operation_name', 'operation_type', 'outcome'],
    buckets: BUCKETS,
    registers: [registry],
  });
  const upstream = new BoundHistogram({
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

  // One bound series per (method, route template, status): routes are templates, statuses few.
  const upstreamSeries = new Map<string, { labels: UpstreamLabels; series: HistogramSeries | undefined }>();
  const observer: UpstreamObserver = {
    attempt({ method, route, status, seconds, failed }) {
      const key = `${method} ${status} ${route}`;
      let found = upstreamSeries.get(key);
      if (!found) {
        const labels = { method, route, status };
        // A call the open circuit refused never reached the lab: nothing to time.
        found = { labels, series: status === 'circuit_open' ? undefined : upstream.series(labels) };
        upstreamSeries.set(key, found);
      }
      found.series?.observe(seconds);
      if (failed) upstreamErrors.inc(found.labels);
    },
    retry: (labels) => retries.inc(labels),
    breakerState: (name, state) => breaker.set({ upstream: name }, BREAKER_VALUE[state]),
  };
  const render = async () => `${await registry.metrics()}\n${await process.metrics()}`;
  return { registry, http, operations, observer, render };
}

type UpstreamLabels = { method: string; route: string; status: string };

export type Metrics = ReturnType<typeof createMetrics>;

/** Times every request and serves /metrics (behind a bearer token when METRICS_TOKEN is set). */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  // One bound series per (method, route template, status), shared by every request with them. Routes are
  // templates and methods and statuses few, so the map stays small.
  const seriesByKey = new Map<string, HistogramSeries>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics') {
      const key = `${request.method} ${reply.statusCode} ${route}`;
      let series = seriesByKey.get(key);
      if (!series) {
        series = metrics.http.series({
          method: request.method,
          route,
          status_code: String(reply.statusCode),
        });
        seriesByKey.set(key, series);
      }
      series.observe(reply.elapsedTime / 1000);
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

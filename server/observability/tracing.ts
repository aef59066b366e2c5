import {
  type Context,
  context,
  isSpanContextValid,
  propagation,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import type { FastifyBaseLogger } from 'fastify';
import type { UpstreamTracer } from '../lab-client/transport.js';

// OpenTelemetry tracing, on with OTEL_TRACING=true. The BFF only uses the OpenTelemetry API: spans go
// wherever the SDK the deployment registers sends them (e.g. `node --import ./otel-setup.js`, see README).
// Without a registered SDK the API is a no-op and a warning says so at start.

export interface Tracing {
  /** Starts an operation's span under the caller's traceparent; the returned context parents upstream spans. */
  startOperation(
    name: string,
    headers: Record<string, unknown>,
    attributes: Record<string, string>,
  ): {
    parent: Context;
    end(failed: boolean): void;
  };
  upstream: UpstreamTracer;
}

export function createTracing(log: FastifyBaseLogger): Tracing {
  const tracer = trace.getTracer('filmlab-bff');
  if (!sdkRegistered()) {
    log.warn('OTEL_TRACING=true but no OpenTelemetry SDK is registered: spans are created and dropped');
  }
  return {
    startOperation(name, headers, attributes) {
      const incoming = propagation.extract(context.active(), headers);
      const span = tracer.startSpan(name, { kind: SpanKind.SERVER, attributes }, incoming);
      return {
        parent: trace.setSpan(incoming, span),
        end(failed) {
          if (failed) span.setStatus({ code: SpanStatusCode.ERROR });
          span.end();
        },
      };
    },
    upstream: {
      start(name, parent, attributes) {
        const parentContext = (parent as Context | undefined) ?? context.active();
        const span = tracer.startSpan(name, { kind: SpanKind.CLIENT, attributes }, parentContext);
        return {
          headers: traceHeaders(trace.setSpan(parentContext, span), span),
          end(status, failed) {
            span.setAttribute('http.response.status_code', status);
            if (failed) span.setStatus({ code: SpanStatusCode.ERROR });
            span.end();
          },
        };
      },
    },
  };
}

/** The registered propagator's headers; W3C traceparent when none is registered but the span is real. */
function traceHeaders(ctx: Context, span: Span): Record<string, string> {
  const headers: Record<string, string> = {};
  propagation.inject(ctx, headers);
  const sc = span.spanContext();
  if (!headers.traceparent && isSpanContextValid(sc)) {
    headers.traceparent = `00-${sc.traceId}-${sc.spanId}-${sc.traceFlags.toString(16).padStart(2, '0')}`;
  }
  return headers;
}

function sdkRegistered(): boolean {
  const provider = trace.getTracerProvider() as { getDelegate?: () => object };
  const delegate = provider.getDelegate?.() ?? provider;
  return delegate.constructor.name !== 'NoopTracerProvider';
}

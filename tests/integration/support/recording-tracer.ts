import { randomBytes } from 'node:crypto';
import {
  type Context,
  propagation,
  type Span,
  type SpanContext,
  type SpanOptions,
  type TextMapPropagator,
  trace,
} from '@opentelemetry/api';

// What an OpenTelemetry SDK does, reduced to recording spans in memory and a W3C traceparent propagator,
// so tests can see the BFF's spans without installing an SDK.

export interface Recorded {
  name: string;
  context: SpanContext;
  parentSpanId?: string;
  attributes: Record<string, unknown>;
  ended: boolean;
}
export const hex = (bytes: number) => randomBytes(bytes).toString('hex');

function recordingSpan(spans: Recorded[], name: string, options: SpanOptions, parent?: SpanContext): Span {
  const record: Recorded = {
    name,
    context: { traceId: parent?.traceId ?? hex(16), spanId: hex(8), traceFlags: 1 },
    parentSpanId: parent?.spanId,
    attributes: { ...options.attributes },
    ended: false,
  };
  spans.push(record);
  const span: Span = {
    spanContext: () => record.context,
    setAttribute: (key, value) => {
      record.attributes[key] = value;
      return span;
    },
    setAttributes: (attributes) => {
      Object.assign(record.attributes, attributes);
      return span;
    },
    addEvent: () => span,
    addLink: () => span,
    addLinks: () => span,
    setStatus: () => span,
    updateName: () => span,
    end: () => {
      record.ended = true;
    },
    isRecording: () => true,
    recordException: () => undefined,
  };
  return span;
}

class RecordingProvider {
  constructor(private readonly spans: Recorded[]) {}

  getTracer() {
    return {
      startSpan: (name: string, options: SpanOptions = {}, ctx?: Context) =>
        recordingSpan(this.spans, name, options, ctx ? trace.getSpanContext(ctx) : undefined),
      startActiveSpan: () => {
        throw new Error('not used');
      },
    };
  }
}

const w3c: TextMapPropagator = {
  inject(ctx, carrier: Record<string, string>) {
    const sc = trace.getSpanContext(ctx);
    if (sc) carrier.traceparent = `00-${sc.traceId}-${sc.spanId}-01`;
  },
  extract(ctx, carrier: Record<string, string>) {
    const match = carrier.traceparent?.match(/^00-([0-9a-f]{32})-([0-9a-f]{16})-0[01]$/);
    if (!match) return ctx;
    return trace.setSpanContext(ctx, {
      traceId: match[1]!,
      spanId: match[2]!,
      traceFlags: 1,
      isRemote: true,
    });
  },
  fields: () => ['traceparent'],
};

/** Registers the recording provider and propagator globally; `uninstall` puts the no-op API back. */
export function installRecordingTracer() {
  const spans: Recorded[] = [];
  trace.setGlobalTracerProvider(new RecordingProvider(spans) as never);
  propagation.setGlobalPropagator(w3c);
  return {
    spans,
    uninstall() {
      trace.disable();
      propagation.disable();
    },
  };
}

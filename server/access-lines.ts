import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import pino from 'pino';

const {
  chindingsSym,
  endSym,
  formattersSym,
  hooksSym,
  lsCacheSym,
  messageKeySym,
  mixinSym,
  needsMetadataGsym,
  nestedKeySym,
  serializersSym,
  streamSym,
  timeSym,
} = pino.symbols;

type Serializer = (value: unknown) => unknown;

/** What a line is made of, read once from the logger (pino's own parts, exported as `pino.symbols`). */
interface Parts {
  /** `{"level":30` */
  level: string;
  time: () => string;
  /** The logger's bindings as a JSON fragment: `,"pid":…,"hostname":"…"`. */
  bindings: string;
  end: string;
  req: Serializer;
  res: Serializer;
  stream: { write(line: string): void };
}

/** The parts, or undefined for a logger whose lines this cannot reproduce. */
function partsOf(log: FastifyBaseLogger): Parts | undefined {
  const get = (symbol: symbol) => (log as unknown as Record<symbol, unknown>)[symbol];
  const serializers = (get(serializersSym) ?? {}) as Record<string, Serializer | undefined>;
  const stream = get(streamSym) as ({ write(line: string): void } & Record<symbol, unknown>) | undefined;
  const info = (log as unknown as pino.Logger).levels?.values?.info ?? 30;
  const level = (get(lsCacheSym) as Record<number, string> | undefined)?.[info];
  const plain =
    !get(mixinSym) &&
    !(get(hooksSym) as { streamWrite?: unknown } | undefined)?.streamWrite &&
    !(get(formattersSym) as { log?: unknown } | undefined)?.log &&
    !get(nestedKeySym) &&
    get(messageKeySym) === 'msg' &&
    stream !== undefined &&
    stream[needsMetadataGsym] !== true &&
    typeof get(timeSym) === 'function' &&
    typeof get(chindingsSym) === 'string' &&
    typeof get(endSym) === 'string' &&
    typeof level === 'string' &&
    typeof serializers.req === 'function' &&
    typeof serializers.res === 'function';
  if (!plain) return undefined;
  return {
    level,
    time: get(timeSym) as () => string,
    bindings: get(chindingsSym) as string,
    end: get(endSym) as string,
    req: serializers.req as Serializer,
    res: serializers.res as Serializer,
    stream,
  };
}

/**
 * Fastify's two lines per request, "incoming request" and "request completed", put together the way pino puts
 * them together: the level and time prefix, the logger's bindings, `reqId`, the `req` or `res` serializer's
 * object, `responseTime` and the message, then written to the logger's stream. pino's generic path looks up a
 * serializer and a stringifier for every key, checks for mixins, hooks and diagnostics on every call, and the
 * two lines cost about 2.4 µs each that way. The lines are the same bytes (server/access-lines.test.ts compares
 * them with pino's). A logger this cannot reproduce (a mixin, a log formatter, a nested key, a stream hook or a
 * multistream) gets its lines from pino as before, as does a level above info.
 */
export class AccessLines {
  private readonly parts: Parts | undefined;

  constructor(private readonly log: FastifyBaseLogger) {
    this.parts = partsOf(log);
  }

  incoming(request: FastifyRequest): void {
    const parts = this.parts;
    if (!parts) {
      this.log.info({ reqId: request.id, req: request }, 'incoming request');
      return;
    }
    if (!(this.log as pino.Logger).isLevelEnabled('info')) return;
    parts.stream.write(
      `${parts.level}${parts.time()}${parts.bindings},"reqId":${JSON.stringify(request.id)},"req":${JSON.stringify(parts.req(request))},"msg":"incoming request"${parts.end}`,
    );
  }

  completed(request: FastifyRequest, reply: FastifyReply): void {
    const parts = this.parts;
    const responseTime = reply.elapsedTime;
    if (!parts) {
      this.log.info({ reqId: request.id, res: reply, responseTime }, 'request completed');
      return;
    }
    if (!(this.log as pino.Logger).isLevelEnabled('info')) return;
    // pino writes a number that is not finite as null.
    const time = Number.isFinite(responseTime) ? responseTime : null;
    parts.stream.write(
      `${parts.level}${parts.time()}${parts.bindings},"reqId":${JSON.stringify(request.id)},"res":${JSON.stringify(parts.res(reply))},"responseTime":${time},"msg":"request completed"${parts.end}`,
    );
  }
}

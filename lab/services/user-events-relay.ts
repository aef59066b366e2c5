import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { z } from 'zod';
import type { EventRelay, SessionsEnded, UserEvent, UserEventBus } from './user-events';

const CHANNEL = 'filmlab_user_events';
const RECONNECT_MS = 1_000;

const endedSchema = z.object({
  kind: z.literal('sessions_ended'),
  userId: z.number().int().positive(),
  sessionIds: z.array(z.string().max(64)).max(1000),
});

const notifiedSchema = z.looseObject({
  type: z.enum(['order_updated', 'roll_event', 'zip_progress', 'scans_changed', 'sessions_ended']),
  userId: z.number().int().positive(),
  at: z.string().min(1),
});

/**
 * Several lab processes on one PostgreSQL server (decision 075): an event published by any of them must reach the
 * live sockets held by all of them, since a BFF's socket for a user may sit on another process than the request
 * that caused the event. Each process LISTENs on one channel; publishing is a NOTIFY (after the route's commit,
 * as before), and every process, this one included, delivers what it hears to its own sockets, once. While the
 * listening connection is down, events are delivered by this process only, with a warning.
 */
export class PgEventRelay implements EventRelay {
  #client: pg.Client | undefined;
  #listening = false;
  #closed = false;
  #warned = false;
  #retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly bus: UserEventBus,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Resolves once listening (or once the first try failed: it keeps retrying, and delivers locally meanwhile). */
  async start(): Promise<void> {
    if (this.#closed) return;
    const client = new pg.Client({ connectionString: this.url });
    this.#client = client;
    client.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) this.#heard(message.payload);
    });
    const lost = () => {
      if (this.#client !== client) return;
      this.#client = undefined;
      this.#listening = false;
      client.end().catch(() => undefined);
      if (this.#closed) return;
      this.#retry = setTimeout(() => void this.start(), RECONNECT_MS);
      this.#retry.unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      this.#listening = true;
      if (this.#warned) this.log.info('live events reach every lab process again');
      this.#warned = false;
    } catch (error) {
      this.#warn(error);
      lost();
    }
  }

  publish(event: UserEvent): void {
    this.#notify(JSON.stringify(event), () => this.bus.deliver(event));
  }

  publishSessionsEnded(notice: SessionsEnded): void {
    this.#notify(JSON.stringify({ kind: 'sessions_ended', ...notice }), () =>
      this.bus.deliverSessionsEnded(notice),
    );
  }

  #notify(payload: string, deliverHere: () => void): void {
    const client = this.#client;
    if (!this.#listening || !client) {
      this.#warn(new Error('not listening'));
      deliverHere();
      return;
    }
    // On the listening connection, not the pool: one connection runs its queries in the order they were sent, so
    // a roll's events are heard in the order they happened (two pooled connections' NOTIFYs can commit swapped).
    client.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]).catch((error: unknown) => {
      this.#warn(error);
      deliverHere();
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = undefined;
    this.#listening = false;
    await client?.end().catch(() => undefined);
  }

  #heard(payload: string): void {
    let message: unknown;
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    const ended = endedSchema.safeParse(message);
    if (ended.success) {
      this.bus.deliverSessionsEnded({ userId: ended.data.userId, sessionIds: ended.data.sessionIds });
      return;
    }
    const parsed = notifiedSchema.safeParse(message);
    if (parsed.success) this.bus.deliver(parsed.data as UserEvent);
  }

  #warn(error: unknown): void {
    if (this.#warned) return;
    this.#warned = true;
    this.log.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'live events cannot be shared with the other lab processes: delivering to this process only',
    );
  }
}

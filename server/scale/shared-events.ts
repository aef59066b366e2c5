import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { type LabUserEvent, labEventSchema } from '../realtime/lab-events.js';
import {
  UpstreamEvents,
  type UpstreamEventsOptions,
  type UpstreamSubscriber,
  type UserEventSource,
} from '../realtime/upstream-events.js';
import type { SharedRedis } from './shared-redis.js';

/**
 * Every replica of a deployment listens on one channel (under its REDIS_PREFIX): events are rare (a few per order),
 * so per-user channels buy nothing.
 */
export const EVENTS_CHANNEL = 'user-events';
const LEASE_PREFIX = 'events:lease:';
/** 1: the lease is ours (taken while free, or renewed); 0: another replica holds it. */
const CLAIM = `local holder = redis.call('GET', KEYS[1])
if holder == ARGV[1] or not holder then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
return 0`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
/** How long a delivered event's id is remembered: longer than any overlap of two lab connections. */
const RECENT_MS = 10_000;

const messageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('event'), userId: z.string(), id: z.string(), event: labEventSchema }),
  // The lease holder let go (its last subscriber left, or it shut down): take over now, not at expiry.
  z.object({ kind: z.literal('released'), userId: z.string() }),
  // The lab answered 404 for the user: every replica ends that user's streams.
  z.object({ kind: z.literal('gone'), userId: z.string() }),
]);
type Message = z.infer<typeof messageSchema>;

interface LocalChannel {
  userId: string;
  /** Each local subscriber, with the stop of its stand-in on the lab connection while this replica holds one. */
  subscribers: Map<UpstreamSubscriber, (() => void) | undefined>;
  owner: boolean;
  holding: boolean;
  recent: Map<string, number>;
}

export interface SharedUserEventsOptions extends Omit<UpstreamEventsOptions, 'onMessage'> {
  redis: SharedRedis;
  /** How long a lease outlives its holder; renewed every third of it. */
  leaseMs?: number;
}

/** The same event from two lab connections hashes the same, so a replica delivers it once. */
export const eventId = (event: LabUserEvent): string =>
  createHash('sha1').update(JSON.stringify(event)).digest('base64url').slice(0, 22);

/**
 * Live user events across BFF replicas (issue 16, decision 075). One lab connection per user for the whole fleet:
 * the replica holding that user's lease in Redis keeps it, and publishes what the lab sends on EVENTS_CHANNEL;
 * every replica (the holder too) delivers from that channel to its own subscribers, once per event id. While
 * Redis or the subscription connection is down, each replica falls back to its own lab connections and local
 * delivery (today's behaviour), with SharedRedis's warning and fallback count.
 */
export class SharedUserEvents implements UserEventSource {
  readonly #channels = new Map<string, LocalChannel>();
  readonly #redis: SharedRedis;
  readonly #sub: Redis;
  readonly #lab: UpstreamEvents;
  readonly #id = randomBytes(9).toString('base64url');
  readonly #leaseMs: number;
  readonly #timer: NodeJS.Timeout;
  readonly #channel: string;
  #subscribed = false;
  #closed = false;
  /** Events this replica published, delivered (from Redis or its own connection) and dropped as already delivered. */
  readonly counts = { published: 0, fromRedis: 0, local: 0, duplicates: 0 };

  constructor(options: SharedUserEventsOptions) {
    this.#redis = options.redis;
    this.#channel = options.redis.key(EVENTS_CHANNEL);
    this.#leaseMs = options.leaseMs ?? 3_000;
    this.#lab = new UpstreamEvents({
      ...options,
      onMessage: (userId, event) => this.#fromLab(userId, event),
    });
    // A connection in subscriber mode can send nothing else: the shared client keeps the commands.
    this.#sub = options.redis.client.duplicate();
    this.#sub.on('error', () => undefined);
    this.#sub.on('ready', () => {
      this.#sub
        .subscribe(this.#channel)
        .then(() => {
          this.#subscribed = true;
          this.#reconcile();
        })
        .catch(() => undefined);
    });
    this.#sub.on('close', () => {
      this.#subscribed = false;
      this.#reconcile();
    });
    this.#sub.on('message', (_channel: string, raw: string) => this.#fromRedis(raw));
    options.redis.client.on('close', () => this.#reconcile());
    this.#timer = setInterval(() => this.#reconcile(), Math.max(50, Math.floor(this.#leaseMs / 3)));
    this.#timer.unref();
  }

  /** Lab connections this replica holds. */
  get connectionCount(): number {
    return this.#lab.connectionCount;
  }

  subscribe(userId: string, subscriber: UpstreamSubscriber): () => void {
    let channel = this.#channels.get(userId);
    const fresh = !channel;
    if (!channel) {
      channel = { userId, subscribers: new Map(), owner: false, holding: false, recent: new Map() };
      this.#channels.set(userId, channel);
    }
    channel.subscribers.set(subscriber, undefined);
    if (channel.holding) this.#lend(channel, subscriber);
    if (fresh) this.#reconcile([channel]);
    const owner = channel;
    return () => this.#leave(owner, subscriber);
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#timer);
    const owned = [...this.#channels.values()].filter((channel) => channel.owner);
    this.#channels.clear();
    // Hand the leases over now, so the other replicas' subscribers do not wait for them to expire.
    await Promise.allSettled(owned.map((channel) => this.#release(channel.userId)));
    await this.#lab.close();
    this.#sub.disconnect();
  }

  #fanOutUp(): boolean {
    return !this.#closed && this.#redis.ready && this.#subscribed && this.#sub.status === 'ready';
  }

  /** Brings each channel's lab connection in line with the lease (or with local mode while Redis is down). */
  #reconcile(channels = [...this.#channels.values()]): void {
    if (channels.length === 0 || this.#closed) return;
    if (!this.#fanOutUp()) {
      this.#redis.fellBack(new Error('the Redis event channel is down'));
      for (const channel of channels) {
        channel.owner = false;
        this.#hold(channel);
      }
      return;
    }
    const batch = this.#redis.client.pipeline();
    for (const channel of channels)
      batch.eval(CLAIM, 1, this.#redis.key(`${LEASE_PREFIX}${channel.userId}`), this.#id, this.#leaseMs);
    batch
      .exec()
      .then((results) => {
        for (const [index, channel] of channels.entries()) {
          const [error, claimed] = results?.[index] ?? [new Error('no reply'), 0];
          if (this.#channels.get(channel.userId) !== channel) {
            // Left while we asked: give back what we may just have taken.
            if (claimed === 1) void this.#release(channel.userId);
            continue;
          }
          channel.owner = !error && claimed === 1;
          // A replica that cannot use Redis after all keeps its own connection rather than miss events.
          if (channel.owner || error || !this.#fanOutUp()) this.#hold(channel);
          else this.#drop(channel);
        }
      })
      .catch((error: unknown) => {
        this.#redis.fellBack(error);
        for (const channel of channels)
          if (this.#channels.get(channel.userId) === channel) this.#hold(channel);
      });
  }

  /** Opens this replica's lab connection for the channel: every local subscriber lends its token. */
  #hold(channel: LocalChannel): void {
    if (channel.holding) return;
    channel.holding = true;
    for (const subscriber of channel.subscribers.keys()) this.#lend(channel, subscriber);
  }

  #drop(channel: LocalChannel): void {
    if (!channel.holding) return;
    channel.holding = false;
    for (const [subscriber, stop] of channel.subscribers) {
      stop?.();
      channel.subscribers.set(subscriber, undefined);
    }
  }

  #lend(channel: LocalChannel, subscriber: UpstreamSubscriber): void {
    const stop = this.#lab.subscribe(channel.userId, {
      token: subscriber.token,
      onEvent: () => undefined,
      onRefused: (status) => {
        if (status === 404) this.#publish({ kind: 'gone', userId: channel.userId });
        this.#refuse(channel, subscriber, status);
      },
    });
    channel.subscribers.set(subscriber, stop);
  }

  #refuse(channel: LocalChannel, subscriber: UpstreamSubscriber, status: 401 | 403 | 404): void {
    if (!channel.subscribers.has(subscriber)) return;
    this.#leave(channel, subscriber);
    subscriber.onRefused(status);
  }

  #leave(channel: LocalChannel, subscriber: UpstreamSubscriber): void {
    if (!channel.subscribers.has(subscriber)) return;
    channel.subscribers.get(subscriber)?.();
    channel.subscribers.delete(subscriber);
    if (channel.subscribers.size > 0) return;
    channel.holding = false;
    if (this.#channels.get(channel.userId) === channel) this.#channels.delete(channel.userId);
    if (channel.owner) {
      channel.owner = false;
      void this.#release(channel.userId);
    }
  }

  async #release(userId: string): Promise<void> {
    if (!this.#redis.ready) return;
    const released = await this.#redis.client
      .eval(RELEASE, 1, this.#redis.key(`${LEASE_PREFIX}${userId}`), this.#id)
      .catch(() => 0);
    if (released === 1) await this.#publishNow({ kind: 'released', userId }).catch(() => undefined);
  }

  /** What the lab sent on a connection this replica holds. */
  #fromLab(userId: string, event: LabUserEvent): void {
    const channel = this.#channels.get(userId);
    if (!channel) return;
    const id = eventId(event);
    if (channel.owner && this.#fanOutUp()) {
      this.counts.published++;
      this.#publishNow({ kind: 'event', userId, id, event }).catch((error: unknown) => {
        this.#redis.fellBack(error);
        this.#deliver(channel, id, event, 'local');
      });
      return;
    }
    // Redis is down (local mode), or a connection about to be dropped: deliver here, de-duplicated by id.
    this.#deliver(channel, id, event, 'local');
  }

  #fromRedis(raw: string): void {
    let message: Message;
    try {
      const parsed = messageSchema.safeParse(JSON.parse(raw));
      if (!parsed.success) return;
      message = parsed.data;
    } catch {
      return;
    }
    const channel = this.#channels.get(message.userId);
    if (!channel) return;
    if (message.kind === 'event') this.#deliver(channel, message.id, message.event, 'fromRedis');
    else if (message.kind === 'released') this.#reconcile([channel]);
    else for (const subscriber of [...channel.subscribers.keys()]) this.#refuse(channel, subscriber, 404);
  }

  #deliver(channel: LocalChannel, id: string, event: LabUserEvent, path: 'local' | 'fromRedis'): void {
    const now = Date.now();
    for (const [seen, at] of channel.recent) {
      if (at > now - RECENT_MS) break;
      channel.recent.delete(seen);
    }
    if (channel.recent.has(id)) {
      this.counts.duplicates++;
      return;
    }
    channel.recent.set(id, now);
    this.counts[path]++;
    for (const subscriber of channel.subscribers.keys()) subscriber.onEvent(event);
  }

  #publish(message: Message): void {
    if (this.#fanOutUp()) this.#publishNow(message).catch(() => undefined);
  }

  async #publishNow(message: Message): Promise<void> {
    await this.#redis.client.publish(this.#channel, JSON.stringify(message));
  }
}

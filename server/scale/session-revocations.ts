import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { LiveSessions } from '../realtime/live-sessions.js';
import type { SharedRedis } from './shared-redis.js';

const CHANNEL = 'sessions-ended';
const noticeSchema = z.object({ userId: z.string().regex(/^\d{1,18}$/), from: z.string().max(64) });

/**
 * Tells every replica of this deployment that some session of a user ended (decision 110), so each re-checks the
 * live connections it holds for them: on its own at once, the others through Redis (`<REDIS_PREFIX>sessions-ended`).
 * Without Redis, or while it is down, only this replica hears it; the lab still closes the sockets of the sessions it
 * ended, and a connection is re-checked before it subscribes to anything new.
 */
export class SessionRevocations {
  readonly #id = randomBytes(9).toString('base64url');
  readonly #sub: Redis | undefined;
  readonly #channel: string | undefined;

  constructor(
    private readonly live: LiveSessions,
    private readonly redis?: SharedRedis,
  ) {
    if (!redis) return;
    this.#channel = redis.key(CHANNEL);
    const channel = this.#channel;
    // A connection in subscriber mode can send nothing else: the shared client keeps the commands.
    this.#sub = redis.client.duplicate();
    this.#sub.on('error', () => undefined);
    this.#sub.on('ready', () => void this.#sub?.subscribe(channel).catch(() => undefined));
    this.#sub.on('message', (_channel: string, raw: string) => this.#heard(raw));
  }

  /** Some session of the user just ended (after the lab answered): every replica re-checks their connections. */
  async announce(userId: string | number): Promise<void> {
    const id = String(userId);
    if (this.redis?.ready && this.#channel) {
      await this.redis.client
        .publish(this.#channel, JSON.stringify({ userId: id, from: this.#id }))
        .catch((error: unknown) => this.redis?.fellBack(error));
    }
    await this.live.recheck(id);
  }

  async close(): Promise<void> {
    this.#sub?.disconnect();
  }

  #heard(raw: string): void {
    let notice: z.infer<typeof noticeSchema>;
    try {
      const parsed = noticeSchema.safeParse(JSON.parse(raw));
      if (!parsed.success) return;
      notice = parsed.data;
    } catch {
      return;
    }
    if (notice.from !== this.#id) void this.live.recheck(notice.userId);
  }
}

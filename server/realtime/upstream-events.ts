import WebSocket from 'ws';
import { seg } from '../lab-client/call.js';
import { documentedSocketEvent, type LabUserEvent, parseLabEvent } from './lab-events.js';
import { SESSION_ENDED_CLOSE } from './live-sessions.js';

/** Spec §5: a live connection reconnects 1.5 s after it closes. */
export const RECONNECT_MS = 1500;
/** A lab connection that answers no ping within this long is dead (a silent network drop) and is replaced. */
const HEARTBEAT_MS = 30_000;
/** Spec §7/§9: the documented socket's client sends the text 'ping' every 60 s. */
export const TEXT_PING_MS = 60_000;

export interface UpstreamSubscriber {
  /** The subscriber's own token: the lab checks ownership again on every (re)connect. */
  token: string;
  onEvent(event: LabUserEvent): void;
  /** The lab refused this subscriber's token (401), its access (403) or the user (404): the stream ends. */
  onRefused(status: 401 | 403 | 404): void;
}

/** What subscription resolvers subscribe through: this class alone, or the Redis fan-out around it (server/scale). */
export interface UserEventSource {
  subscribe(userId: string, subscriber: UpstreamSubscriber): () => void;
  close(): Promise<void>;
}

interface Channel {
  userId: string;
  subscribers: Set<UpstreamSubscriber>;
  socket?: WebSocket;
  reconnect?: NodeJS.Timeout;
  heartbeat?: NodeJS.Timeout;
  textPing?: NodeJS.Timeout;
}

interface LogLike {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface UpstreamEventsOptions {
  labApiUrl: string;
  connectTimeoutMs: number;
  log: LogLike;
  reconnectMs?: number;
  /**
   * Takes each lab message once instead of handing it to every subscriber (the Redis fan-out publishes it and
   * delivers it itself); subscribers then only lend their tokens and hear refusals.
   */
  onMessage?(userId: string, event: LabUserEvent): void;
  /**
   * Asked at every (re)connect: true while the lab does not offer the `live-events` extension. The connection is
   * then spec §7's documented socket, GET /users/{id}/zip-downloads/socket, where any message means "reload this
   * user" (decision 100); otherwise the extension's /users/{id}/events/socket.
   */
  documented?(): boolean;
  /** The documented socket's text ping interval (tests shorten it). */
  textPingMs?: number;
}

/**
 * One WebSocket to the lab per user, shared by every subscription of this process to that user's events
 * (ref-counted): opened with the first subscriber, reconnected 1.5 s after it drops, closed with the last.
 * The connection authenticates with a current subscriber's own token, so the lab re-checks what the BFF
 * already checked; a token the lab refuses ends that subscriber's stream, and another subscriber's token
 * (if any) is tried next.
 */
export class UpstreamEvents implements UserEventSource {
  readonly #channels = new Map<string, Channel>();
  readonly #base: string;
  readonly #options: UpstreamEventsOptions;
  #closed = false;

  constructor(options: UpstreamEventsOptions) {
    this.#options = options;
    const url = new URL(options.labApiUrl);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    this.#base = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  }

  /** How many lab connections are open or opening (for tests and metrics). */
  get connectionCount(): number {
    let count = 0;
    for (const channel of this.#channels.values()) if (channel.socket) count++;
    return count;
  }

  /** Starts hearing one user's events; answers the function that stops. */
  subscribe(userId: string, subscriber: UpstreamSubscriber): () => void {
    let channel = this.#channels.get(userId);
    if (!channel) {
      channel = { userId, subscribers: new Set() };
      this.#channels.set(userId, channel);
    }
    channel.subscribers.add(subscriber);
    if (!channel.socket && !channel.reconnect) this.#connect(channel);
    const owner = channel;
    return () => this.#leave(owner, subscriber);
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const channel of this.#channels.values()) this.#shut(channel);
    this.#channels.clear();
  }

  #leave(channel: Channel, subscriber: UpstreamSubscriber): void {
    channel.subscribers.delete(subscriber);
    if (channel.subscribers.size > 0) return;
    this.#shut(channel);
    if (this.#channels.get(channel.userId) === channel) this.#channels.delete(channel.userId);
  }

  #shut(channel: Channel): void {
    clearTimeout(channel.reconnect);
    clearInterval(channel.heartbeat);
    clearInterval(channel.textPing);
    channel.reconnect = undefined;
    const socket = channel.socket;
    channel.socket = undefined;
    if (!socket) return;
    if (socket.readyState === WebSocket.OPEN) socket.close(1000);
    else socket.terminate();
  }

  #connect(channel: Channel): void {
    channel.reconnect = undefined;
    // The newest subscriber's token: the likeliest to be fresh.
    const token = [...channel.subscribers].at(-1)?.token;
    if (!token || this.#closed) return;
    const documented = this.#options.documented?.() ?? false;
    const path = documented ? 'zip-downloads/socket' : 'events/socket';
    const socket = new WebSocket(`${this.#base}/users/${seg(channel.userId)}/${path}`, {
      headers: { authorization: `Bearer ${token}` },
      handshakeTimeout: this.#options.connectTimeoutMs,
    });
    channel.socket = socket;
    let refusal: number | undefined;
    let alive = true;
    let textPing: NodeJS.Timeout | undefined;

    socket.on('unexpected-response', (_request, response) => {
      refusal = response.statusCode;
      response.resume();
      socket.terminate();
    });
    socket.on('open', () => {
      channel.heartbeat = setInterval(() => {
        if (!alive) return socket.terminate();
        alive = false;
        socket.ping();
      }, HEARTBEAT_MS);
      channel.heartbeat.unref();
      if (documented) {
        textPing = setInterval(() => {
          if (socket.readyState === WebSocket.OPEN) socket.send('ping');
        }, this.#options.textPingMs ?? TEXT_PING_MS);
        textPing.unref();
        channel.textPing = textPing;
      }
    });
    socket.on('pong', () => {
      alive = true;
    });
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const text = data.toString();
      const event = documented ? documentedSocketEvent(text, channel.userId) : parseLabEvent(text);
      if (!event) return;
      if (this.#options.onMessage) return this.#options.onMessage(channel.userId, event);
      for (const subscriber of channel.subscribers) subscriber.onEvent(event);
    });
    // Every failure also closes the socket: 'close' decides what happens next.
    socket.on('error', () => undefined);
    socket.on('close', (code) => {
      clearInterval(channel.heartbeat);
      clearInterval(textPing);
      if (channel.socket !== socket) return; // shut on purpose, or replaced
      // The lab closed it because the session of the token it was opened with ended (decision 110): that token is
      // refused, and another subscriber's is tried at once.
      if (code === SESSION_ENDED_CLOSE.code) refusal = 401;
      channel.socket = undefined;
      if (refusal === 401 || refusal === 403 || refusal === 404) this.#refuse(channel, token, refusal);
      else if (refusal !== undefined) {
        this.#options.log.warn({ userId: channel.userId, status: refusal }, 'lab event socket refused');
      }
      if (channel.subscribers.size === 0 || this.#closed) {
        if (this.#channels.get(channel.userId) === channel) this.#channels.delete(channel.userId);
        return;
      }
      // A refused token is replaced at once by another subscriber's; a dropped connection waits, as clients do.
      const wait = refusal === 401 || refusal === 403 ? 0 : (this.#options.reconnectMs ?? RECONNECT_MS);
      channel.reconnect = setTimeout(() => this.#connect(channel), wait);
      channel.reconnect.unref();
    });
  }

  /** 401/403 end the subscribers holding that token; 404 (no such user) ends them all. */
  #refuse(channel: Channel, token: string, status: 401 | 403 | 404): void {
    this.#options.log.info({ userId: channel.userId, status }, 'lab refused a live event subscription');
    for (const subscriber of [...channel.subscribers]) {
      if (status === 404 || subscriber.token === token) {
        channel.subscribers.delete(subscriber);
        subscriber.onRefused(status);
      }
    }
  }
}

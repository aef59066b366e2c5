import { EventEmitter } from 'node:events';

/** What the lab tells a user's live connection (docs/lab-behaviour.md 'Events'). */
export interface UserEvent {
  /** sessions_ended: some of the user's sessions just ended (decision 110); a BFF re-checks what it holds for them. */
  type: 'order_updated' | 'roll_event' | 'zip_progress' | 'scans_changed' | 'sessions_ended';
  userId: number;
  orderId?: number;
  rollId?: number;
  event?: string;
  status?: string;
  progress?: number;
  at: string;
}

/** Sessions that just ended (decision 110): every live socket opened with one of them closes. */
export interface SessionsEnded {
  userId: number;
  sessionIds: string[];
}

/** Carries published events to every lab process sharing the database (user-events-relay.ts). */
export interface EventRelay {
  publish(event: UserEvent): void;
  publishSessionsEnded(notice: SessionsEnded): void;
}

const SESSIONS_ENDED = 'sessions-ended';

export type UserEventListener = (event: UserEvent) => void;

/**
 * The lab's in-process event bus: routes publish after their transaction commits, the live sockets listen.
 * Listeners for one user hear that user's events; admin listeners ('*') hear everyone's.
 */
export class UserEventBus {
  readonly #emitter = new EventEmitter();

  constructor() {
    // One listener per open socket: many customers may be connected at once.
    this.#emitter.setMaxListeners(0);
  }

  #relay?: EventRelay;

  /** Publishes through a relay that reaches every lab process (this one included) instead of this process only. */
  relayThrough(relay: EventRelay | undefined): void {
    this.#relay = relay;
  }

  publish(event: UserEvent): void {
    if (this.#relay) this.#relay.publish(event);
    else this.deliver(event);
  }

  /** Hands an event to this process's listeners (what a relay calls for each event any lab process published). */
  deliver(event: UserEvent): void {
    this.#emitter.emit(String(event.userId), event);
    this.#emitter.emit('*', event);
  }

  /** After the commit that ended them: closes the sockets of those sessions in every lab process. */
  publishSessionsEnded(notice: SessionsEnded): void {
    if (notice.sessionIds.length === 0) return;
    // First the user's own stream hears it (so a BFF holding connections for the user re-checks them), then the
    // sockets of the ended sessions close: on one socket the message goes out before the close frame.
    this.publish({ type: 'sessions_ended', userId: notice.userId, at: new Date().toISOString() });
    if (this.#relay) this.#relay.publishSessionsEnded(notice);
    else this.deliverSessionsEnded(notice);
  }

  deliverSessionsEnded(notice: SessionsEnded): void {
    this.#emitter.emit(SESSIONS_ENDED, notice);
  }

  onSessionsEnded(listener: (notice: SessionsEnded) => void): () => void {
    this.#emitter.on(SESSIONS_ENDED, listener);
    return () => this.#emitter.off(SESSIONS_ENDED, listener);
  }

  /** Listens to one user's events, or to all with '*'; answers the function that stops listening. */
  subscribe(userId: number | '*', listener: UserEventListener): () => void {
    const key = String(userId);
    this.#emitter.on(key, listener);
    return () => this.#emitter.off(key, listener);
  }
}

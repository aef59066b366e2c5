import { EventEmitter } from 'node:events';

/** What the lab tells a user's live connection (docs/lab-behaviour.md 'Events'). */
export interface UserEvent {
  type: 'order_updated' | 'roll_event' | 'zip_progress' | 'scans_changed';
  userId: number;
  orderId?: number;
  rollId?: number;
  event?: string;
  status?: string;
  progress?: number;
  at: string;
}

/** Carries published events to every lab process sharing the database (user-events-relay.ts). */
export interface EventRelay {
  publish(event: UserEvent): void;
}

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

  /** Listens to one user's events, or to all with '*'; answers the function that stops listening. */
  subscribe(userId: number | '*', listener: UserEventListener): () => void {
    const key = String(userId);
    this.#emitter.on(key, listener);
    return () => this.#emitter.off(key, listener);
  }
}

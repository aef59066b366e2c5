import type { Exchange } from 'urql';
import { pipe, tap } from 'wonka';

/** Counts GraphQL requests on the wire so one global progress bar can show while any runs (spec §4). */
export interface InFlightTracker {
  getSnapshot(): number;
  subscribe(listener: () => void): () => void;
  start(): void;
  finish(): void;
}

export function createInFlightTracker(): InFlightTracker {
  let count = 0;
  const listeners = new Set<() => void>();
  const set = (next: number) => {
    count = Math.max(0, next);
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => count,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => set(count + 1),
    finish: () => set(count - 1),
  };
}

/**
 * Sits after the cache exchange, so cache hits never flash the bar. An operation counts from the
 * moment it is forwarded until its first result or its teardown, whichever comes first.
 */
export function inFlightExchange(tracker: InFlightTracker): Exchange {
  return ({ forward }) =>
    (operations$) => {
      const pending = new Set<number>();
      const settle = (key: number) => {
        if (pending.delete(key)) tracker.finish();
      };
      return pipe(
        operations$,
        tap((operation) => {
          if (operation.kind === 'teardown') settle(operation.key);
          else if (operation.kind !== 'subscription' && !pending.has(operation.key)) {
            pending.add(operation.key);
            tracker.start();
          }
        }),
        forward,
        tap((result) => settle(result.operation.key)),
      );
    };
}

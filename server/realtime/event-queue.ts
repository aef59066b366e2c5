/**
 * An async iterator fed by pushes: what a GraphQL subscription resolver returns. graphql-js pulls with next();
 * the upstream pushes whenever the lab speaks. `return()` (the client unsubscribed or left) runs `onEnd` once.
 */
export interface EventQueue<T> extends AsyncIterableIterator<T> {
  push(value: T): void;
  /** Ends the stream with an error, which the client receives as the subscription's error. */
  fail(error: Error): void;
}

/**
 * Events mean "reload this": a client that reads too slowly loses the oldest ones, never the newest, and our
 * memory stays bounded.
 */
export function eventQueue<T>(onEnd: () => void, maxPending = 100): EventQueue<T> {
  const pending: T[] = [];
  const waiting: Array<{ resolve: (r: IteratorResult<T>) => void; reject: (e: Error) => void }> = [];
  let failure: Error | undefined;
  let done = false;

  const end = () => {
    if (done) return;
    done = true;
    onEnd();
  };
  const finished = (): IteratorResult<T> => ({ value: undefined, done: true });

  const queue: EventQueue<T> = {
    push(value) {
      if (done || failure) return;
      const waiter = waiting.shift();
      if (waiter) return waiter.resolve({ value, done: false });
      pending.push(value);
      if (pending.length > maxPending) pending.shift();
    },
    fail(error) {
      if (done || failure) return;
      failure = error;
      for (const waiter of waiting.splice(0)) waiter.reject(error);
      end();
    },
    next() {
      if (pending.length > 0) return Promise.resolve({ value: pending.shift() as T, done: false });
      if (failure) {
        const error = failure;
        failure = undefined;
        return Promise.reject(error);
      }
      if (done) return Promise.resolve(finished());
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
    return() {
      pending.length = 0;
      for (const waiter of waiting.splice(0)) waiter.resolve(finished());
      end();
      return Promise.resolve(finished());
    },
    throw(error?: unknown) {
      queue.return?.();
      return Promise.reject(error);
    },
    [Symbol.asyncIterator]() {
      return queue;
    },
  };
  return queue;
}

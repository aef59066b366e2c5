/** Waits before the next try: 0.5 s, 1 s, 2 s, 4 s … (capped at 8 s). */
export function backoff(attempt: number): number {
  return Math.min(8000, 500 * 2 ** attempt);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

interface ResumableOptions {
  signal: AbortSignal;
  /** Called with each chunk's length as it arrives (the progress bar's bytes). */
  onBytes?: (count: number) => void;
  /** Tries after a dropped connection before giving up. */
  retries?: number;
  fetchImpl?: typeof fetch;
}

/**
 * One file as a stream that survives a dropped connection: when the body breaks off (or the server answers 5xx),
 * it waits (backoff) and asks again with `Range: bytes={reached}-`, continuing from the byte it reached. A server
 * that ignores the Range (200 instead of 206) has the bytes already sent skipped, so the file is never doubled.
 */
export function resumableStream(
  url: string,
  size: number,
  options: ResumableOptions,
): ReadableStream<Uint8Array> {
  const { signal, onBytes, retries = 5 } = options;
  const fetchImpl = options.fetchImpl ?? fetch;
  let reached = 0;
  let failures = 0;
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  // Bytes of a 200 answer to skip (already delivered before the drop).
  let skip = 0;

  async function open(): Promise<void> {
    const headers: HeadersInit = reached > 0 ? { Range: `bytes=${reached}-` } : {};
    const response = await fetchImpl(url, { signal, headers, cache: 'no-store' });
    if (!response.ok || !response.body) {
      const error = new Error(`The file answered HTTP ${response.status}`);
      (error as Error & { status?: number }).status = response.status;
      throw error;
    }
    skip = reached > 0 && response.status !== 206 ? reached : 0;
    reader = response.body.getReader();
  }

  async function retry(error: unknown): Promise<void> {
    if (signal.aborted) throw signal.reason;
    const status = (error as { status?: number }).status;
    // A 4xx (expired link, gone) will not mend itself.
    if (status !== undefined && status >= 400 && status < 500) throw error;
    if (failures >= retries) throw error;
    await sleep(backoff(failures), signal);
    failures += 1;
    reader = null;
  }

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        try {
          if (!reader) await open();
          const { done, value } = await (reader as unknown as ReadableStreamDefaultReader<Uint8Array>).read();
          if (done) {
            if (reached < size) throw new Error('The connection closed early');
            controller.close();
            return;
          }
          let chunk = value;
          if (skip > 0) {
            const drop = Math.min(skip, chunk.byteLength);
            skip -= drop;
            chunk = chunk.subarray(drop);
            if (chunk.byteLength === 0) continue;
          }
          reached += chunk.byteLength;
          onBytes?.(chunk.byteLength);
          controller.enqueue(chunk);
          return;
        } catch (error) {
          await retry(error);
        }
      }
    },
    cancel(reason) {
      return reader?.cancel(reason);
    },
  });
}

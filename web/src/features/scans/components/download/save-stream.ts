/** The worker that answers /__download/{id} with the stream the page hands it (the StreamSaver pattern). */
const WORKER_URL = '/download-sw.js';
const SCOPE = '/__download/';

async function downloadWorker(): Promise<ServiceWorker | null> {
  if (!('serviceWorker' in navigator)) return null;
  try {
    const registration = await navigator.serviceWorker.register(WORKER_URL, { scope: SCOPE });
    const worker = registration.active ?? registration.waiting ?? registration.installing;
    if (!worker) return null;
    if (worker.state === 'activated') return worker;
    await new Promise<void>((resolve) => {
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated') resolve();
      });
    });
    return worker;
  } catch {
    return null;
  }
}

/** Resolves when the stream has been read to its end (the file is written), rejects when it breaks. */
function watched(stream: ReadableStream<Uint8Array>): {
  stream: ReadableStream<Uint8Array>;
  done: Promise<void>;
} {
  let finish: () => void = () => {};
  let fail: (reason: unknown) => void = () => {};
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const reader = stream.getReader();
  const out = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done: ended, value } = await reader.read();
        if (ended) {
          controller.close();
          finish();
        } else controller.enqueue(value);
      } catch (error) {
        controller.error(error);
        fail(error);
      }
    },
    cancel(reason) {
      fail(reason);
      return reader.cancel(reason);
    },
  });
  return { stream: out, done };
}

/**
 * Writes a stream to a file in the downloads folder without holding it in memory: the page transfers the
 * stream to the service worker and opens /__download/{id} in a hidden frame, which the worker answers with
 * the stream as an attachment. Browsers without a worker or transferable streams get the file through a Blob.
 */
export async function saveStream(
  source: ReadableStream<Uint8Array>,
  { fileName, length, signal }: { fileName: string; length?: number; signal: AbortSignal },
): Promise<void> {
  const { stream, done } = watched(source);
  signal.addEventListener('abort', () => void stream.cancel(signal.reason).catch(() => {}), { once: true });
  const worker = await downloadWorker();
  if (worker) {
    const id = crypto.randomUUID();
    const channel = new MessageChannel();
    const accepted = new Promise<boolean>((resolve) => {
      channel.port1.onmessage = (event) => resolve(event.data?.ready === true);
      setTimeout(() => resolve(false), 3000);
    });
    let transferred = true;
    try {
      worker.postMessage({ id, stream, fileName, length }, [
        channel.port2,
        stream as unknown as Transferable,
      ]);
    } catch {
      transferred = false;
    }
    if (transferred && (await accepted)) {
      const frame = document.createElement('iframe');
      frame.hidden = true;
      frame.title = 'Download';
      frame.src = `${SCOPE}${id}`;
      document.body.append(frame);
      try {
        await done;
      } finally {
        setTimeout(() => frame.remove(), 1000);
      }
      return;
    }
  }
  const blob = await new Response(stream).blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

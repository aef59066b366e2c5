import { describe, expect, it, vi } from 'vitest';
import { resumableStream } from './resumable-fetch';

const FILE = new Uint8Array(Array.from({ length: 100 }, (_, i) => i));

/** A body that sends `upTo` bytes of `bytes` and then breaks off (a dropped connection). */
function brokenBody(bytes: Uint8Array, upTo: number): ReadableStream<Uint8Array> {
  let sent = false;
  return new ReadableStream({
    pull(controller) {
      if (!sent) {
        sent = true;
        controller.enqueue(bytes.slice(0, upTo));
      } else controller.error(new TypeError('network error'));
    },
  });
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe('resumableStream', () => {
  it('continues a dropped file from the byte it reached with a Range request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const ranges: (string | null)[] = [];
    const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const range = new Headers(init?.headers).get('Range');
      ranges.push(range);
      if (!range) return new Response(brokenBody(FILE, 40), { status: 200 });
      const from = Number(/bytes=(\d+)-/.exec(range)?.[1]);
      return new Response(FILE.slice(from), { status: 206 });
    }) as unknown as typeof fetch;
    let counted = 0;
    const stream = resumableStream('/files/a.jpg', FILE.length, {
      signal: new AbortController().signal,
      fetchImpl,
      onBytes: (n) => {
        counted += n;
      },
    });
    const bytes = await readAll(stream);
    vi.useRealTimers();
    expect(Array.from(bytes)).toEqual(Array.from(FILE));
    expect(ranges).toEqual([null, 'bytes=40-']);
    expect(counted).toBe(100);
  });

  it('skips the bytes it has when the server ignores the Range', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    const fetchImpl = (async () => {
      calls += 1;
      return calls === 1
        ? new Response(brokenBody(FILE, 30), { status: 200 })
        : new Response(FILE.slice(), { status: 200 });
    }) as unknown as typeof fetch;
    const bytes = await readAll(
      resumableStream('/files/a.jpg', FILE.length, { signal: new AbortController().signal, fetchImpl }),
    );
    vi.useRealTimers();
    expect(Array.from(bytes)).toEqual(Array.from(FILE));
  });

  it('gives up at once on an expired link (4xx)', async () => {
    const fetchImpl = (async () => new Response('gone', { status: 403 })) as unknown as typeof fetch;
    await expect(
      readAll(resumableStream('/files/a.jpg', 10, { signal: new AbortController().signal, fetchImpl })),
    ).rejects.toThrow('HTTP 403');
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';

const saved: { bytes: Uint8Array | null; fileName: string; length: number | undefined } = {
  bytes: null,
  fileName: '',
  length: 0,
};
vi.mock('./save-stream', () => ({
  saveStream: async (stream: ReadableStream<Uint8Array>, options: { fileName: string; length?: number }) => {
    saved.bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    saved.fileName = options.fileName;
    saved.length = options.length;
  },
}));

const { downloadManifest, PARALLEL_FILES } = await import('./zip-download');

/** The names in a zip's central directory, in order (what an unzip tool lists). */
function centralNames(zip: Uint8Array): string[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = zip.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end -= 1;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    expect(view.getUint16(at + 10, true)).toBe(0); // stored, not deflated
    const nameLength = view.getUint16(at + 28, true);
    const extra = view.getUint16(at + 30, true);
    const comment = view.getUint16(at + 32, true);
    names.push(new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extra + comment;
  }
  return names;
}

describe('downloadManifest', () => {
  beforeEach(() => {
    saved.bytes = null;
  });

  it('zips the files in manifest order, stored, at the predicted length, never more than 5 requests open', async () => {
    const files = Array.from({ length: 12 }, (_, i) => ({
      name: `roll-31/roll-31-F${String(i + 1).padStart(2, '0')}-s${i}.jpg`,
      bytes: 1000 + i,
      url: `/files/s${i}.jpg`,
      lastModified: '2026-11-20T15:00:00.000Z',
    }));
    let open = 0;
    let most = 0;
    const fetchImpl = (async (url: string) => {
      open += 1;
      most = Math.max(most, open);
      const index = Number(/s(\d+)\.jpg/.exec(url)?.[1]);
      const body = new Uint8Array(files[index].bytes).fill(index);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(body);
            controller.close();
            open -= 1;
          },
        }),
        { status: 200 },
      );
    }) as unknown as typeof fetch;
    const progress: number[] = [];
    await downloadManifest(
      {
        fileName: 'nice-film-club-roll-31.zip',
        fileCount: 12,
        totalBytes: files.reduce((s, f) => s + f.bytes, 0),
        files,
      },
      { signal: new AbortController().signal, onProgress: (p) => progress.push(p.filesDone), fetchImpl },
    );
    expect(saved.fileName).toBe('nice-film-club-roll-31.zip');
    expect(saved.bytes?.length).toBe(saved.length);
    expect(centralNames(saved.bytes as Uint8Array)).toEqual(files.map((f) => f.name));
    expect(most).toBeLessThanOrEqual(PARALLEL_FILES);
    expect(progress.at(-1)).toBe(12);
  });

  it('zips files whose sizes the lab did not give (bytes 0), counting files for progress', async () => {
    const bodies = [3000, 1200, 4500].map((length, i) => new Uint8Array(length).fill(i + 1));
    const files = bodies.map((_, i) => ({
      name: `roll-5/roll-5-F0${i + 1}-${70 + i}.jpg`,
      bytes: 0,
      url: `/files/s${i}.jpg`,
      lastModified: '2026-11-20T15:00:00.000Z',
    }));
    const fetchImpl = (async (url: string) =>
      new Response(bodies[Number(/s(\d+)\.jpg/.exec(url)?.[1])], { status: 200 })) as unknown as typeof fetch;
    const seen: Array<{ filesDone: number; bytesDone: number; totalBytes: number }> = [];
    await downloadManifest(
      { fileName: 'roll-5.zip', fileCount: 3, totalBytes: 0, files },
      { signal: new AbortController().signal, onProgress: (p) => seen.push(p), fetchImpl },
    );
    expect(saved.fileName).toBe('roll-5.zip');
    expect(saved.length).toBeUndefined();
    expect(centralNames(saved.bytes as Uint8Array)).toEqual(files.map((f) => f.name));
    // Every file's bytes are in the archive.
    expect(saved.bytes!.length).toBeGreaterThan(3000 + 1200 + 4500);
    expect(seen.at(-1)).toMatchObject({ filesDone: 3, bytesDone: 8700, totalBytes: 0 });
  });
});

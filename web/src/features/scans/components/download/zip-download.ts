import { resumableStream } from './resumable-fetch';
import { saveStream } from './save-stream';

export interface ManifestFile {
  name: string;
  /** 0: the lab did not say (a lab without the downloads extension); the archive then streams without a length. */
  bytes: number;
  url: string;
  lastModified: string;
}

export interface Manifest {
  fileName: string;
  fileCount: number;
  totalBytes: number;
  files: readonly ManifestFile[];
}

export interface DownloadProgress {
  filesDone: number;
  fileCount: number;
  bytesDone: number;
  totalBytes: number;
}

/** Files fetched at once (spec §7). */
export const PARALLEL_FILES = 5;

/**
 * Builds the zip in the browser (client-zip: stored entries, zip64 past 4 GB, exact length up front) from the
 * manifest's signed links, fetching five files at a time, each resumable; the archive streams to disk through
 * the service worker so it is never held in memory. Resolves when the last byte is written.
 */
export async function downloadManifest(
  manifest: Manifest,
  options: {
    signal: AbortSignal;
    onProgress: (progress: DownloadProgress) => void;
    fetchImpl?: typeof fetch;
  },
): Promise<void> {
  const { downloadZip, predictLength } = await import('client-zip');
  const { signal, onProgress } = options;
  const progress: DownloadProgress = {
    filesDone: 0,
    fileCount: manifest.files.length,
    bytesDone: 0,
    totalBytes: manifest.totalBytes,
  };
  const report = () => onProgress({ ...progress });
  report();

  // Every size known: the archive's exact length up front. Any unknown: entries with data descriptors, no length.
  const sized = manifest.files.every((file) => file.bytes > 0);
  const entries = manifest.files.map((file) => ({
    name: file.name,
    lastModified: new Date(file.lastModified),
    ...(sized ? { size: file.bytes } : {}),
  }));

  /**
   * Five files in flight: the first five open at once, and each file that ends frees its slot for the file five
   * places on, so the archive writes one file while the next four are already arriving.
   */
  async function* files() {
    const streams: ReadableStream<Uint8Array>[] = [];
    const openFile = (index: number) => {
      if (index >= manifest.files.length || streams[index]) return;
      const file = manifest.files[index];
      const stream = resumableStream(file.url, file.bytes, {
        signal,
        fetchImpl: options.fetchImpl,
        onBytes: (count) => {
          progress.bytesDone += count;
          report();
        },
      });
      streams[index] = counted(stream, () => {
        progress.filesDone += 1;
        report();
        openFile(index + PARALLEL_FILES);
      });
    };
    for (let index = 0; index < PARALLEL_FILES; index += 1) openFile(index);
    for (let index = 0; index < manifest.files.length; index += 1) {
      if (signal.aborted) throw signal.reason;
      openFile(index);
      yield { ...entries[index], input: streams[index] };
    }
  }

  const length = sized
    ? predictLength(entries.map((entry) => ({ ...entry, size: entry.size as number })))
    : undefined;
  const zip = downloadZip(files(), length === undefined ? {} : { length });
  if (!zip.body) throw new Error('The archive could not be started');
  await saveStream(zip.body, {
    fileName: manifest.fileName,
    length: length === undefined ? undefined : Number(length),
    signal,
  });
}

/** Calls `onDone` once the stream has been read to its end (a file finished in the archive). */
function counted(stream: ReadableStream<Uint8Array>, onDone: () => void): ReadableStream<Uint8Array> {
  return stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      flush() {
        onDone();
      },
    }),
  );
}

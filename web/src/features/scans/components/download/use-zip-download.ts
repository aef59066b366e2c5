import { useCallback, useEffect, useRef, useState } from 'react';
import type { DownloadProgress, Manifest } from './zip-download';

export type ZipDownloadState =
  | { phase: 'idle' }
  | { phase: 'preparing' }
  | { phase: 'downloading'; progress: DownloadProgress }
  | { phase: 'done'; progress: DownloadProgress }
  | { phase: 'cancelled' }
  | { phase: 'failed'; message: string };

/**
 * Runs one zip download at a time: asks for the manifest, then lazy-loads the download module (and client-zip
 * with it) only now, so pages that never download never fetch them. Cancel aborts every request and the file.
 */
export function useZipDownload(loadManifest: () => Promise<Manifest>) {
  const [state, setState] = useState<ZipDownloadState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async () => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: 'preparing' });
    try {
      const manifest = await loadManifest();
      if (abort.signal.aborted) return;
      if (manifest.files.length === 1) {
        // One scan is its own file: the signed link itself (it carries the film metadata), no archive.
        saveLink(manifest.files[0].url, manifest.files[0].name.split('/').pop() ?? manifest.fileName);
        const bytes = manifest.files[0].bytes;
        setState({
          phase: 'done',
          progress: { filesDone: 1, fileCount: 1, bytesDone: bytes, totalBytes: bytes },
        });
        return;
      }
      const { downloadManifest } = await import('./zip-download');
      let last: DownloadProgress = {
        filesDone: 0,
        fileCount: manifest.fileCount,
        bytesDone: 0,
        totalBytes: 0,
      };
      await downloadManifest(manifest, {
        signal: abort.signal,
        onProgress: (progress) => {
          last = progress;
          if (!abort.signal.aborted) setState({ phase: 'downloading', progress });
        },
      });
      if (!abort.signal.aborted)
        setState({ phase: 'done', progress: { ...last, filesDone: last.fileCount } });
    } catch (error) {
      if (abort.signal.aborted) setState({ phase: 'cancelled' });
      else
        setState({
          phase: 'failed',
          message: error instanceof Error ? error.message : 'The download failed',
        });
    }
  }, [loadManifest]);

  const cancel = useCallback(() => {
    controller.current?.abort(new DOMException('Download cancelled', 'AbortError'));
    setState({ phase: 'cancelled' });
  }, []);

  return { state, start, cancel };
}

function saveLink(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

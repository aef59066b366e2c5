import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../../lib/error-message';
import {
  putFile,
  UPLOAD_MAX_BYTES,
  UPLOADS_PER_CALL,
  uploadContentType,
  useDeleteScanMutation,
  useStartScanUploadsMutation,
} from '../../api/uploads';

export type UploadStatus = 'invalid' | 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled';

export interface UploadItem {
  key: string;
  file: File;
  contentType: string | null;
  status: UploadStatus;
  loaded: number;
  error: string | null;
  scanId: string | null;
  uploadUrl: string | null;
  expiresAt: string | null;
}

/** Spec: the browser PUTs two files at a time. */
const PARALLEL = 2;

function check(file: File): { contentType: string | null; error: string | null } {
  const contentType = uploadContentType(file);
  if (!contentType) return { contentType, error: 'Not a JPEG, TIFF or PNG.' };
  if (file.size === 0) return { contentType, error: 'The file is empty.' };
  if (file.size > UPLOAD_MAX_BYTES) return { contentType, error: 'Larger than the 200 MB limit.' };
  return { contentType, error: null };
}

let counter = 0;

/**
 * Admins' scan uploads for one roll: files are checked, given a pending scan each (startScanUploads, in file-name
 * order), then PUT straight to the lab two at a time with progress. Failed files retry; cancel aborts the PUTs and
 * deletes the scans still pending.
 */
export function useUploads(rollId: string, onChanged: () => void, userId?: string) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [, start] = useStartScanUploadsMutation();
  const [, deleteScan] = useDeleteScanMutation();
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const controllers = useRef(new Map<string, AbortController>());
  const running = useRef(0);
  const finished = useRef(0);

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const pump = useCallback(() => {
    for (const item of itemsRef.current) {
      if (running.current >= PARALLEL) return;
      if (
        item.status !== 'waiting' ||
        !item.uploadUrl ||
        !item.contentType ||
        controllers.current.has(item.key)
      )
        continue;
      const controller = new AbortController();
      controllers.current.set(item.key, controller);
      running.current += 1;
      patch(item.key, { status: 'uploading', loaded: 0, error: null });
      putFile(
        item.uploadUrl,
        item.file,
        item.contentType,
        (loaded) => patch(item.key, { loaded }),
        controller.signal,
      )
        .then(
          () => {
            patch(item.key, { status: 'done', loaded: item.file.size });
            finished.current += 1;
          },
          (error: Error) => {
            if (error.name === 'AbortError') patch(item.key, { status: 'cancelled' });
            else patch(item.key, { status: 'failed', error: error.message });
          },
        )
        .finally(() => {
          controllers.current.delete(item.key);
          running.current -= 1;
          setItems((list) => [...list]);
        });
    }
  }, [patch]);
  // Each change of the list is a chance to start the next file (after React has applied the patches).
  useEffect(() => {
    if (items.length) pump();
  }, [items, pump]);

  // When nothing is left to send, the roll's page reloads (the live event usually got there first).
  useEffect(() => {
    const busy = items.some((item) => item.status === 'uploading' || item.status === 'waiting');
    if (!busy && finished.current > 0) {
      finished.current = 0;
      onChanged();
    }
  }, [items, onChanged]);

  /** Gives pending scans and PUT links to these files, then starts sending. */
  const begin = useCallback(
    async (toStart: UploadItem[]) => {
      setProblem(null);
      for (let at = 0; at < toStart.length; at += UPLOADS_PER_CALL) {
        const batch = toStart.slice(at, at + UPLOADS_PER_CALL);
        const result = await start({
          rollId,
          userId,
          files: batch.map((item) => ({
            name: item.file.name,
            contentType: item.contentType ?? 'image/jpeg',
            bytes: item.file.size,
          })),
        });
        const uploads = result.data?.startScanUploads;
        if (!uploads) {
          const message = errorMessage(result.error) ?? 'The lab did not accept the files.';
          setProblem(message);
          for (const item of batch) patch(item.key, { status: 'failed', error: message });
          continue;
        }
        setItems((list) =>
          list.map((item) => {
            const index = batch.findIndex((b) => b.key === item.key);
            if (index < 0 || item.status === 'cancelled') return item;
            const upload = uploads[index];
            return {
              ...item,
              status: 'waiting',
              scanId: upload.scan.id,
              uploadUrl: upload.uploadUrl,
              expiresAt: upload.expiresAt,
            };
          }),
        );
      }
    },
    [rollId, userId, start, patch],
  );

  const add = useCallback(
    (files: File[]) => {
      const sorted = [...files].sort((a, b) =>
        (a.webkitRelativePath || a.name).localeCompare(b.webkitRelativePath || b.name, undefined, {
          numeric: true,
        }),
      );
      const added: UploadItem[] = sorted.map((file) => {
        const { contentType, error } = check(file);
        counter += 1;
        return {
          key: `u${counter}`,
          file,
          contentType,
          status: error ? 'invalid' : 'waiting',
          loaded: 0,
          error,
          scanId: null,
          uploadUrl: null,
          expiresAt: null,
        };
      });
      setItems((list) => [
        ...list.filter((item) => item.status !== 'done' && item.status !== 'cancelled'),
        ...added,
      ]);
      void begin(added.filter((item) => item.status === 'waiting'));
    },
    [begin],
  );

  const retry = useCallback(
    (keys: string[]) => {
      const again = itemsRef.current.filter((item) => keys.includes(item.key) && item.status === 'failed');
      const fresh = again.filter(
        (item) =>
          !item.uploadUrl || !item.expiresAt || new Date(item.expiresAt).getTime() < Date.now() + 60_000,
      );
      for (const item of again) patch(item.key, { status: 'waiting', error: null, loaded: 0 });
      // An expired link: the old pending scan goes, a new one takes its place.
      for (const item of fresh) if (item.scanId) void deleteScan({ scanId: item.scanId, userId });
      if (fresh.length) {
        for (const item of fresh) patch(item.key, { uploadUrl: null, scanId: null });
        void begin(fresh.map((item) => ({ ...item, uploadUrl: null, scanId: null })));
      }
    },
    [begin, deleteScan, patch, userId],
  );

  const cancel = useCallback(async () => {
    const pending = itemsRef.current.filter(
      (item) => item.status === 'waiting' || item.status === 'uploading',
    );
    const failed = itemsRef.current.filter((item) => item.status === 'failed');
    for (const item of pending) patch(item.key, { status: 'cancelled' });
    for (const controller of controllers.current.values()) controller.abort();
    for (const item of [...pending, ...failed]) {
      if (item.scanId) await deleteScan({ scanId: item.scanId, userId });
      if (item.status === 'failed') patch(item.key, { status: 'cancelled' });
    }
    onChanged();
  }, [deleteScan, patch, onChanged, userId]);

  const clearFinished = useCallback(() => {
    setItems((list) => list.filter((item) => item.status === 'waiting' || item.status === 'uploading'));
  }, []);

  return { items, problem, add, retry, cancel, clearFinished };
}

// Streams a zip built in the page to a file on disk (the StreamSaver pattern, decision 060 Downloads): the page
// transfers a ReadableStream here, then opens /__download/{id}; this worker answers that with the stream as an
// attachment, so the browser writes it to the downloads folder as it arrives and nothing is held in memory.
const pending = new Map();

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => {
  const { id, stream, fileName, length } = event.data || {};
  const port = event.ports[0];
  if (typeof id !== 'string' || !stream) return;
  pending.set(id, { stream, fileName: String(fileName || 'download.zip'), length });
  // Forget a stream nobody asked for within a minute.
  setTimeout(() => pending.delete(id), 60_000);
  if (port) port.postMessage({ ready: true });
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/__download/')) return;
  const id = url.pathname.slice('/__download/'.length);
  const entry = pending.get(id);
  if (!entry) return;
  pending.delete(id);
  const safe = entry.fileName.replace(/["\\\r\n]/g, '_');
  const headers = {
    'Content-Type': 'application/zip',
    'Content-Disposition': `attachment; filename="${safe}"; filename*=UTF-8''${encodeURIComponent(entry.fileName)}`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  };
  if (Number.isFinite(entry.length)) headers['Content-Length'] = String(entry.length);
  event.respondWith(new Response(entry.stream, { headers }));
});

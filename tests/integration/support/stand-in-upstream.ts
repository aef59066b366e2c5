import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A controllable stand-in for the lab, for faults a healthy lab cannot produce. It listens on 127.0.0.1
// only, counts the calls per path, and `close()` ends every connection (hung ones included).

export type Behaviour =
  | { status?: number; body?: unknown; headers?: Record<string, string>; delayMs?: number }
  | { kind: 'reset' }
  | { kind: 'hang' }
  | { kind: 'slow-body'; chunkEveryMs: number; chunks: number }
  | { kind: 'malformed' };

export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

export interface StandIn {
  url: string;
  /** Answers for a path (without the query string); a list is played in order, its last item repeating. */
  on(path: string, ...behaviours: Behaviour[]): void;
  hits(path: string): number;
  seen: SeenRequest[];
  close(): Promise<void>;
}

const OK_ROOT: Behaviour = { status: 200, body: { status: 'ok' } };

/** Answers paths no `on()` set; the default is 200 on / (readiness) and 404 elsewhere. */
export type Fallback = (path: string, method: string, n: number) => Behaviour;

export async function startStandIn(fallback?: Fallback): Promise<StandIn> {
  const routes = new Map<string, Behaviour[]>();
  const counts = new Map<string, number>();
  const seen: SeenRequest[] = [];

  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const n = counts.get(path) ?? 0;
    counts.set(path, n + 1);
    seen.push({ method: req.method ?? 'GET', path, headers: req.headers });
    req.resume();
    const list = routes.get(path) ?? [
      fallback?.(path, req.method ?? 'GET', n) ??
        (path === '/' ? OK_ROOT : { status: 404, body: { message: 'Not Found' } }),
    ];
    const behaviour = (routes.has(path) ? list[Math.min(n, list.length - 1)] : list[0]) as Behaviour;
    if ('kind' in behaviour) {
      if (behaviour.kind === 'reset') return req.socket.destroy();
      if (behaviour.kind === 'hang') return;
      if (behaviour.kind === 'malformed') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"id": 1, "name": ');
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      let sent = 0;
      const timer = setInterval(() => {
        if (res.destroyed || sent++ >= behaviour.chunks) {
          clearInterval(timer);
          if (!res.destroyed) res.end(' []');
          return;
        }
        res.write(' ');
      }, behaviour.chunkEveryMs);
      res.on('close', () => clearInterval(timer));
      return;
    }
    const send = () => {
      res.writeHead(behaviour.status ?? 200, { 'content-type': 'application/json', ...behaviour.headers });
      res.end(JSON.stringify(behaviour.body ?? null));
    };
    if (behaviour.delayMs) setTimeout(send, behaviour.delayMs);
    else send();
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    on(path, ...behaviours) {
      routes.set(path, behaviours);
      counts.set(path, 0);
    },
    hits: (path) => counts.get(path) ?? 0,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Payloads shaped like the lab's (docs/lab-behaviour.md), enough for the public queries. */
export const LAB = {
  locations: [
    {
      id: 1,
      name: 'Williamsburg',
      address1: '1 Main St',
      city: 'Brooklyn',
      state: 'NY',
      zip: '11211',
      hours: '9-5',
    },
  ],
  blogPosts: [{ title: 'Pushing Portra', url: 'https://notes.example/portra' }],
  zipCodes: [{ id: 1, zip: '11211', city: 'Brooklyn', state: 'NY', active: true }],
  generalStats: {
    turnaround: { overall: { totalOutstanding: 4, estimatedDays: 3 }, 'C-41': { totalOutstanding: 4 } },
    rsct: 1,
    rdt: 2,
    rst: 3,
    rsy: 4,
    obl: { Williamsburg: 2 },
  },
};

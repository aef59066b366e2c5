import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { freePort, TSX, waitForHttp } from '../../scripts/processes.js';

// Issue 16: the pieces of a small fleet on this machine, shared by tests/scale and `npm run bench` (scale):
// a redis-server on a spare port, BFF replicas as real child processes (server/main.ts, as production runs
// them), and a few lines of Node as the load balancer.

/** `port`: start again where a stopped one listened (its clients reconnect on their own). */
export async function startRedis(port?: number): Promise<{
  url: string;
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}> {
  port ??= await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  for (let i = 0; i < 50; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.on('connect', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (up) return { url: `redis://127.0.0.1:${port}`, port, child, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error('redis-server did not start');
}

export interface Replica {
  url: string;
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  output(): string;
}

/** One BFF replica: `node --import tsx server/main.ts` with the given environment; resolves once /readyz is 200. */
export async function startReplica(env: Record<string, string>): Promise<Replica> {
  const port = await freePort();
  const child = spawn(TSX[0]!, [...TSX.slice(1), 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      STATIC_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/readyz`, { status: 200, child, timeoutMs: 60_000 });
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return { url, port, child, exited, output: () => output };
}

export async function stopReplicas(replicas: Replica[]): Promise<void> {
  for (const replica of replicas) {
    if (replica.child.exitCode !== null || replica.child.signalCode !== null) continue;
    replica.child.kill('SIGKILL');
    await replica.exited;
  }
}

export interface Balancer {
  url: string;
  /** Requests each target has been given. */
  served: number[];
  /** Each request's method and path, in order. */
  paths: string[];
  /** When the balancer last took each target out of rotation (a failed readiness check or a refused connection). */
  downAt: Array<number | undefined>;
  close(): Promise<void>;
}

/**
 * A few lines of Node as the load balancer. Round robin over the targets that are up. With `healthPath` it
 * asks each target every `healthIntervalMs` (as nginx's or a Kubernetes Service's readiness does) and skips
 * the ones not answering 200; a request whose connection is refused goes to the next target (nginx's
 * `proxy_next_upstream error`: the request never reached the first one). One upstream connection per request.
 * `retryRefused: false` answers 502 instead (a Kubernetes Service's kube-proxy, which does not retry).
 * `delayMs` holds each request that long before passing it on (a lab that takes time to answer).
 * Each answer says which target served it in `x-upstream`.
 */
export function startBalancer(
  targets: number[],
  options: { healthPath?: string; healthIntervalMs?: number; delayMs?: number; retryRefused?: boolean } = {},
): Promise<Balancer> {
  const served = targets.map(() => 0);
  const up = targets.map(() => true);
  const downAt: Array<number | undefined> = targets.map(() => undefined);
  const setUp = (index: number, value: boolean) => {
    if (!value && up[index]) downAt[index] = Date.now();
    up[index] = value;
  };
  const paths: string[] = [];
  let next = 0;
  let health: NodeJS.Timeout | undefined;
  if (options.healthPath) {
    const healthPath = options.healthPath;
    health = setInterval(() => {
      for (const [index, port] of targets.entries()) {
        const check = httpRequest(
          { host: '127.0.0.1', port, path: healthPath, timeout: 1000, agent: false },
          (answer) => {
            answer.resume();
            setUp(index, answer.statusCode === 200);
          },
        );
        check.on('error', () => setUp(index, false));
        check.on('timeout', () => check.destroy());
        check.end();
      }
    }, options.healthIntervalMs ?? 100);
    health.unref();
  }
  const pick = (tried: Set<number>): number | undefined => {
    for (let i = 0; i < targets.length; i++) {
      const index = next++ % targets.length;
      if (up[index] && !tried.has(index)) return index;
    }
    return undefined;
  };
  const server: Server = createServer((req, res) => {
    paths.push(`${req.method} ${req.url}`);
    const body: Buffer[] = [];
    req.on('data', (chunk: Buffer) => body.push(chunk));
    req.on('end', () => {
      const tried = new Set<number>();
      const send = () => {
        const index = pick(tried);
        if (index === undefined) {
          res.writeHead(502).end();
          return;
        }
        tried.add(index);
        const upstream = httpRequest(
          {
            host: '127.0.0.1',
            port: targets[index],
            method: req.method,
            path: req.url,
            headers: req.headers,
            agent: false,
          },
          (answer) => {
            served[index]!++;
            res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(index) });
            answer.pipe(res);
          },
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED' && options.retryRefused !== false) {
            setUp(index, false);
            send();
          } else if (!res.headersSent) res.writeHead(502).end();
          else res.destroy();
        });
        upstream.end(Buffer.concat(body));
      };
      if (options.delayMs) setTimeout(send, options.delayMs);
      else send();
    });
  });
  // WebSockets (GraphQL subscriptions, the lab's user events): the raw bytes, both ways, after the request line.
  server.on('upgrade', (req, socket, head) => {
    const index = pick(new Set()) ?? 0;
    served[index]!++;
    paths.push(`UPGRADE ${req.url}`);
    const target = connect(targets[index]!, '127.0.0.1', () => {
      let header = `${req.method} ${req.url} HTTP/1.1\r\n`;
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        header += `${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}\r\n`;
      target.write(`${header}\r\n`);
      target.write(head);
      socket.pipe(target).pipe(socket);
    });
    target.on('error', () => socket.destroy());
    socket.on('error', () => target.destroy());
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        served,
        paths,
        downAt,
        close: () => {
          clearInterval(health);
          server.closeAllConnections();
          return new Promise((done) => server.close(() => done()));
        },
      }),
    ),
  );
}

export interface LabProcess {
  url: string;
  port: number;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** One lab process (`lab/main.ts`) with the given environment (DATABASE_URL for several on one server). */
export async function startLabProcess(env: Record<string, string>): Promise<LabProcess> {
  const port = await freePort();
  const child = spawn(TSX[0]!, [...TSX.slice(1), 'lab/main.ts'], {
    env: { ...process.env, LAB_PORT: String(port), LAB_HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGKILL');
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/public/locations`, { status: 200, child, timeoutMs: 60_000 });
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return { url, port, child, output: () => output, stop };
}

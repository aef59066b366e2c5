import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';

const COLORS = ['\x1b[36m', '\x1b[35m', '\x1b[33m', '\x1b[32m'];
let next = 0;

/** Starts a child process whose output lines are prefixed with its name (when at a terminal). */
export function startProcess(name: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const color = COLORS[next++ % COLORS.length];
  const tty = Boolean(process.stdout.isTTY);
  const child = spawn(args[0], args.slice(1), {
    env: { ...process.env, ...env },
    stdio: tty ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  if (tty) {
    const prefix = `${color}${name.padEnd(5)}\x1b[0m │ `;
    for (const stream of [child.stdout, child.stderr]) {
      let buffered = '';
      stream?.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
      });
    }
  }
  return child;
}

/** A TCP port free on 127.0.0.1 right now (for a child process to listen on). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Resolves once a URL answers with the wanted status (any status when omitted). */
export async function waitForHttp(
  url: string,
  options: { status?: number; timeoutMs?: number; child?: ChildProcess } = {},
) {
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (options.child && options.child.exitCode !== null) {
      throw new Error(`${url}: the process exited with code ${options.child.exitCode} before it answered`);
    }
    const status = await new Promise<number | undefined>((resolve) => {
      const req = request(url, { timeout: 1000 }, (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on('error', () => resolve(undefined));
      req.on('timeout', () => req.destroy());
      req.end();
    });
    if (status !== undefined && (options.status === undefined || status === options.status)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in time`);
}

/** Stops children in order (the BFF before the lab), each with SIGTERM, then SIGKILL after a grace period. */
export async function stopAll(children: ChildProcess[], graceMs = 12_000): Promise<void> {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }
}

export const TSX = [process.execPath, '--import', 'tsx'];

/**
 * The lab service (`lab/main.ts`) in its own process on 127.0.0.1:port. `ready()` resolves once it answers
 * (it throws if the process exits first); until then the caller decides what the child's exit means.
 */
export function spawnLab(port: number, dataDir: string, env: NodeJS.ProcessEnv = {}) {
  const child = startProcess('lab', [...TSX, 'lab/main.ts'], {
    LAB_PORT: String(port),
    LAB_HOST: '127.0.0.1',
    LAB_DATA_DIR: dataDir,
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  return { child, url, ready: () => waitForHttp(`${url}/public/locations`, { status: 200, child }) };
}

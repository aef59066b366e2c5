import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';

export interface LabCallLog {
  /** The URL the BFF is given as its lab. */
  url: string;
  /** Every request's method and path (query included), WebSocket upgrades too, in order. */
  calls: string[];
  close(): Promise<void>;
}

/**
 * A pass-through between the BFF and the lab that notes every request (startStack's `upstream` option), HTTP and
 * WebSocket upgrades alike, so a test can say which lab routes the BFF called and which it never did.
 */
export async function labCallLog(labUrl: string): Promise<LabCallLog> {
  const calls: string[] = [];
  const target = new URL(labUrl);
  const port = Number(target.port);
  const server: Server = createServer((incoming, outgoing) => {
    calls.push(`${incoming.method} ${incoming.url}`);
    const upstream = httpRequest(
      { host: target.hostname, port, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  server.on('upgrade', (incoming, socket, head) => {
    calls.push(`${incoming.method} ${incoming.url}`);
    const upstream = connect(port, target.hostname, () => {
      const lines = [`${incoming.method} ${incoming.url} HTTP/1.1`];
      for (let i = 0; i < incoming.rawHeaders.length; i += 2)
        lines.push(`${incoming.rawHeaders[i]}: ${incoming.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LAB } from '../tests/integration/support/stand-in-upstream.js';

// A stand-in lab for the four-call query: each public endpoint answers after a fixed delay, so the
// figures show whether the BFF calls them in parallel (≈ the slowest) or one after another (≈ the sum).
// Not the integration tests' startStandIn: that one records every request it sees, which a throughput run
// of tens of thousands of requests would pay for in memory and time.

export const PAYLOADS: Record<string, unknown> = {
  '/auth/current-user': {
    id: 3,
    email: 'customer@lab.test',
    role: 'CUSTOMER',
    firstName: 'C',
    lastName: 'D',
  },
  // The integration tests' stand-in answers: the same public payloads.
  '/public/general-stats': LAB.generalStats,
  '/public/locations': LAB.locations,
  '/blog/notes/posts': LAB.blogPosts,
  '/zip-codes': LAB.zipCodes,
};

export const FOUR_CALLS = {
  query:
    'query Home { generalStats { rollsScannedToday turnaround { estimatedDays } } locations { name } ' +
    'blogPosts { title } zipCodes { zip } }',
};

export async function startDelayedLab(delays: Record<string, number>) {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const body = JSON.stringify(PAYLOADS[path] ?? { status: 'ok' });
    const answer = () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
    };
    // setTimeout(0) would still wait a millisecond: an instant lab answers synchronously.
    const delay = delays[path] ?? 0;
    if (delay > 0) setTimeout(answer, delay);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

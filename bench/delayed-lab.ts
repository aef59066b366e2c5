import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in lab for the four-call query: each public endpoint answers after a fixed delay, so the
// figures show whether the BFF calls them in parallel (≈ the slowest) or one after another (≈ the sum).

export const PAYLOADS: Record<string, unknown> = {
  '/auth/current-user': {
    id: 3,
    email: 'customer@lab.test',
    role: 'CUSTOMER',
    firstName: 'C',
    lastName: 'D',
  },
  '/public/general-stats': {
    turnaround: { overall: { totalOutstanding: 4, estimatedDays: 3 }, 'C-41': { totalOutstanding: 4 } },
    rsct: 1,
    rdt: 2,
    rst: 3,
    rsy: 4,
    obl: { Williamsburg: 2 },
  },
  '/public/locations': [
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
  '/blog/notes/posts': [{ title: 'Pushing Portra', url: 'https://notes.example/portra' }],
  '/zip-codes': [{ id: 1, zip: '11211', city: 'Brooklyn', state: 'NY', active: true }],
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

describe('public data', () => {
  it('answers general stats with a whole turnaround of at least 2 days', async () => {
    const res = await stack.gql<{
      generalStats: Record<string, unknown> & {
        turnaround: { estimatedDays: number; totalOutstanding: number };
        outstandingByProcess: Array<{ process: string; totalOutstanding: number }>;
      };
    }>(
      `query GeneralStats { generalStats {
        turnaround { totalOutstanding estimatedDays }
        outstandingByProcess { process totalOutstanding }
        rollsScannedToday rollsDevelopedToday rollsSyncedToday rollsSyncedYesterday
        ordersByLocation { location count }
      } }`,
    );
    expect(res.body.errors).toBeUndefined();
    const stats = res.body.data!.generalStats;
    expect(Number.isInteger(stats.turnaround.estimatedDays)).toBe(true);
    expect(stats.turnaround.estimatedDays).toBeGreaterThanOrEqual(2);
    expect(stats.turnaround.totalOutstanding).toBeGreaterThan(0);
    const processes = stats.outstandingByProcess.map((p) => p.process);
    expect(processes).toEqual(expect.arrayContaining(['E-6', 'ECN-2']));
    const sum = stats.outstandingByProcess.reduce((total, p) => total + p.totalOutstanding, 0);
    expect(sum).toBe(stats.turnaround.totalOutstanding);
  });

  it('lists drop-off locations, blog posts and zip codes', async () => {
    const res = await stack.gql<{
      locations: Array<{ name: string; city: string }>;
      blogPosts: Array<{ title: string; url: string }>;
      active: Array<{ zip: string; active: boolean }>;
      all: Array<{ zip: string; active: boolean }>;
    }>(`query PublicLists {
      locations { id name city hours }
      blogPosts { title url }
      active: zipCodes(active: true) { zip active }
      all: zipCodes { zip active }
    }`);
    const data = res.body.data!;
    expect(data.locations.some((l) => l.city === 'Brooklyn')).toBe(true);
    expect(data.blogPosts.length).toBeGreaterThanOrEqual(5);
    expect(data.blogPosts.every((p) => p.url.startsWith('https://'))).toBe(true);
    expect(data.active.length).toBeGreaterThan(0);
    expect(data.active.every((z) => z.active)).toBe(true);
    expect(data.all.length).toBeGreaterThan(data.active.length);
  });

  it('joins the waitlist, and a repeated e-mail is not an error', async () => {
    const JOIN =
      'mutation JoinWaitlist($input: JoinWaitlistInput!) { joinWaitlist(input: $input) { id email zip } }';
    const first = await stack.gql<{ joinWaitlist: { id: string; email: string; zip: string } }>(JOIN, {
      input: { email: 'Wait@Example.com', zip: '11222' },
    });
    expect(first.body.data!.joinWaitlist).toMatchObject({ email: 'wait@example.com', zip: '11222' });
    const again = await stack.gql<{ joinWaitlist: { id: string } }>(JOIN, {
      input: { email: 'wait@example.com' },
    });
    expect(again.body.data!.joinWaitlist.id).toBe(first.body.data!.joinWaitlist.id);
    const bad = await stack.gql(JOIN, { input: { email: 'wait@example.com', zip: 'ABCDE' } });
    expect(bad.body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'zip' });
    // A blank name is no name (the lab refuses an empty one with its own wording).
    const blank = await stack.gql<{ joinWaitlist: { email: string } }>(JOIN, {
      input: { email: 'blank.name@example.com', name: '   ' },
    });
    expect(blank.body.errors).toBeUndefined();
    expect(blank.body.data!.joinWaitlist.email).toBe('blank.name@example.com');
  });
});

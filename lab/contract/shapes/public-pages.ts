import { z } from 'zod';
import { count, dateTime, id, link, named } from '../define';

// The answers of the public pages (stats, locations, blog, zip codes, waitlist, newsletter); split from account.ts.
// docs/lab-behaviour.md describes them in prose.

const totalOutstanding = z.object({ totalOutstanding: count });

export const GeneralStats = named(
  'GeneralStats',
  z.object({
    turnaround: z.object({
      overall: z.object({
        totalOutstanding: count.describe('Rolls received and not yet delivered.'),
        estimatedDays: z.number().describe('Estimated turnaround in days, to one decimal.'),
      }),
      'C-41': totalOutstanding,
      BW: totalOutstanding,
      'E-6': totalOutstanding,
      'ECN-2': totalOutstanding,
    }),
    rsct: count.describe("Rolls scanned today (the lab's day, America/New_York)."),
    rdt: count.describe('Rolls developed today.'),
    rst: count.describe('Rolls synced today.'),
    rsy: count.describe('Rolls synced yesterday.'),
    obl: z
      .record(z.string(), count)
      .describe(
        "Open orders by location (a drop-off location's name, or `Mail-in`); locations with none are absent.",
      ),
  }),
  {
    description: "The lab's figures for the stats bar (spec §3), computed on every call.",
    example: {
      turnaround: {
        overall: { totalOutstanding: 42, estimatedDays: 3.2 },
        'C-41': { totalOutstanding: 30 },
        BW: { totalOutstanding: 4 },
        'E-6': { totalOutstanding: 5 },
        'ECN-2': { totalOutstanding: 3 },
      },
      rsct: 12,
      rdt: 15,
      rst: 9,
      rsy: 14,
      obl: { 'Nice Film Lab — Williamsburg': 6, 'Mail-in': 20 },
    },
  },
);

export const Location = named(
  'Location',
  z.object({
    id,
    name: z.string(),
    address1: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    hours: z.string(),
    phone: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  {
    description: 'A drop-off location (the lab first).',
    example: {
      id: 1,
      name: 'Nice Film Lab — Williamsburg',
      address1: '361 Kent Ave',
      city: 'Brooklyn',
      state: 'NY',
      zip: '11249',
      hours: 'Mon–Fri 10–7, Sat–Sun 11–5',
      phone: '+1 718 555 0199',
      latitude: 40.7129,
      longitude: -73.9667,
    },
  },
);

export const BlogPost = named(
  'BlogPost',
  z.object({
    title: z.string().describe('As the blog feed has it, HTML entities kept (`&amp;`): clients decode them.'),
    url: link,
  }),
  {
    example: {
      title: 'Choosing Your First Film Stock',
      url: 'https://notes.nicefilm.club/choosing-your-first-film-stock',
    },
  },
);

export const ZipCode = named(
  'ZipCode',
  z.object({ id, zip: z.string(), city: z.string(), state: z.string(), active: z.boolean() }),
  { example: { id: 1, zip: '11249', city: 'Brooklyn', state: 'NY', active: true } },
);

export const WaitlistEntry = named(
  'WaitlistEntry',
  z.object({
    id,
    email: z.string(),
    zip: z.string().nullable(),
    name: z.string().nullable(),
    createdAt: dateTime,
  }),
  {
    example: {
      id: 3,
      email: 'ada@example.com',
      zip: '11211',
      name: 'Ada',
      createdAt: '2026-01-05T15:04:05.000Z',
    },
  },
);

export const Subscriber = named(
  'Subscriber',
  z.object({
    id,
    email: z.string().describe('Lower case.'),
    zip: z.string().describe('5 digits, ZIP+4, or `"0"` (none given).'),
    ipAddress: z.string().nullable(),
    country: z.string().nullable().describe('Two-letter code, upper case.'),
    createdAt: dateTime,
  }),
  {
    description: 'A newsletter subscriber (spec §3).',
    example: {
      id: 4,
      email: 'ada@example.com',
      zip: '0',
      ipAddress: '203.0.113.9',
      country: 'US',
      createdAt: '2026-01-05T15:04:05.000Z',
    },
  },
);

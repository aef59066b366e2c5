import { GREENPOINT, LOWER_EAST_SIDE, WILLIAMSBURG } from './orders-data';

export const SEED_LOCATIONS = [
  {
    name: WILLIAMSBURG,
    address1: '361 Kent Ave',
    city: 'Brooklyn',
    state: 'NY',
    zip: '11249',
    hours: 'Mon–Fri 10am–7pm, Sat–Sun 11am–5pm. Drop-off slot open around the clock.',
    phone: '+1 718 555 0199',
    latitude: 40.7129,
    longitude: -73.9667,
  },
  {
    name: GREENPOINT,
    address1: '120 Franklin St',
    city: 'Brooklyn',
    state: 'NY',
    zip: '11222',
    hours: 'Tue–Sun 11am–7pm. Film picked up for the lab daily at 5pm.',
    phone: '+1 718 555 0123',
    latitude: 40.7268,
    longitude: -73.9573,
  },
  {
    name: LOWER_EAST_SIDE,
    address1: '154 Orchard St',
    city: 'New York',
    state: 'NY',
    zip: '10002',
    hours: 'Mon–Sat 12pm–8pm. Film picked up for the lab Mon, Wed and Fri.',
    phone: '+1 212 555 0147',
    latitude: 40.7209,
    longitude: -73.9885,
  },
];

const NOTES = 'https://notes.nicefilm.club';

/** Oldest first; titles keep the feed's HTML entities. */
export const SEED_BLOG_POSTS = [
  { title: 'Choosing Your First Film Stock', url: `${NOTES}/choosing-your-first-film-stock`, daysAgo: 210 },
  {
    title: 'Portra 400 vs. Portra 800: A Side-by-Side',
    url: `${NOTES}/portra-400-vs-portra-800`,
    daysAgo: 180,
  },
  {
    title: 'Pushing &amp; Pulling: A Field Guide',
    url: `${NOTES}/pushing-and-pulling-a-field-guide`,
    daysAgo: 150,
  },
  {
    title: 'Shooting Cinema Film: What ECN-2 Means for Your Scans',
    url: `${NOTES}/shooting-cinema-film-ecn-2`,
    daysAgo: 120,
  },
  {
    title: 'Slide Film Is Back: Exposing for E-6',
    url: `${NOTES}/slide-film-is-back-exposing-for-e-6`,
    daysAgo: 90,
  },
  { title: 'Medium Format on a Budget', url: `${NOTES}/medium-format-on-a-budget`, daysAgo: 60 },
  {
    title: 'How We Scan: 2K, 4K &amp; Pro Scans Explained',
    url: `${NOTES}/how-we-scan-2k-4k-pro`,
    daysAgo: 30,
  },
  { title: 'Winter Shooting Tips for Film Cameras', url: `${NOTES}/winter-shooting-tips`, daysAgo: 7 },
];

export const SEED_ZIP_CODES = [
  { zip: '10002', city: 'New York', state: 'NY', active: true },
  { zip: '10003', city: 'New York', state: 'NY', active: true },
  { zip: '10009', city: 'New York', state: 'NY', active: true },
  { zip: '10012', city: 'New York', state: 'NY', active: true },
  { zip: '10301', city: 'Staten Island', state: 'NY', active: false },
  { zip: '10451', city: 'Bronx', state: 'NY', active: false },
  { zip: '11101', city: 'Long Island City', state: 'NY', active: false },
  { zip: '11206', city: 'Brooklyn', state: 'NY', active: true },
  { zip: '11211', city: 'Brooklyn', state: 'NY', active: true },
  { zip: '11215', city: 'Brooklyn', state: 'NY', active: true },
  { zip: '11222', city: 'Brooklyn', state: 'NY', active: true },
  { zip: '11237', city: 'Brooklyn', state: 'NY', active: true },
  { zip: '11249', city: 'Brooklyn', state: 'NY', active: true },
];

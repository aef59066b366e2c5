import { useSyncExternalStore } from 'react';

/** Facts about the lab that several screens print. One place, so a change is one edit. */
export const site = {
  name: 'Nice Film Club',
  legalName: 'Nice Film Club LLC',
  contactEmail: 'hello@nicefilm.club',
  notesUrl: 'https://notes.nicefilm.club',
  instagramUrl: 'https://www.instagram.com/nicefilmclub',
  /** The public site's origin for canonical URLs, the sitemap and link previews (PUBLIC_URL at build time). */
  origin: __SITE_ORIGIN__,
  /** The lab itself: the Williamsburg location the lab's own records list (a test keeps the two equal). */
  phone: '+1 718 555 0199',
  address: {
    streetAddress: '361 Kent Ave',
    addressLocality: 'Brooklyn',
    addressRegion: 'NY',
    postalCode: '11249',
    addressCountry: 'US',
  },
  geo: { latitude: 40.7129, longitude: -73.9667 },
  openingHours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '19:00' },
    { days: ['Saturday', 'Sunday'], opens: '11:00', closes: '17:00' },
  ],
} as const;

/** `path` on the public site's origin, without a trailing slash (except the home page). */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${site.origin}${path === '/' ? '/' : path.replace(/\/+$/, '')}`;
}

/** The club flag of spec §3 'Local storage'. */
export const CLUB_FLAG_KEY = 'nfc_is_club';

/** Hosts that serve the club variant of the site; everything else is the lab. */
const CLUB_HOSTS = new Set(['nicefilm.club', 'www.nicefilm.club']);

/** Spec §2: the club variant applies on the club host or when the locally stored club flag is set. */
export function isClubVariant(): boolean {
  if (typeof window === 'undefined') return false;
  if (CLUB_HOSTS.has(window.location.hostname)) return true;
  try {
    return window.localStorage.getItem(CLUB_FLAG_KEY) === 'true';
  } catch {
    return false;
  }
}

const noSubscription = () => () => undefined;

/** The club variant as a hook: the prerendered (server) value first, then the browser's answer after hydration. */
export function useClubVariant(): boolean {
  return useSyncExternalStore(noSubscription, isClubVariant, () => false);
}

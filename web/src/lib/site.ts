/** Facts about the lab that several screens print. One place, so a change is one edit. */
export const site = {
  name: 'Nice Film Club',
  legalName: 'Nice Film Club LLC',
  contactEmail: 'hello@nicefilm.club',
  notesUrl: 'https://notes.nicefilm.club',
  instagramUrl: 'https://www.instagram.com/nicefilmclub',
} as const;

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

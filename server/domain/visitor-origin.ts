import { isIP } from 'node:net';

/** The visitor's address as the lab stores it: IPv4-mapped IPv6 ("::ffff:1.2.3.4") as plain IPv4; junk dropped. */
export function visitorIp(ip: string | undefined): string | undefined {
  if (!ip) return undefined;
  const plain = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return isIP(plain) ? plain : undefined;
}

// Edge proxies' codes for "no country": Cloudflare's XX (unknown) and T1 (Tor).
const NO_COUNTRY = new Set(['XX', 'T1']);

/** A two-letter country code from the edge proxy's header (e.g. Cloudflare's cf-ipcountry), else undefined. */
export function countryFromHeader(value: string | string[] | undefined): string | undefined {
  const first = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  if (!first || !/^[A-Z]{2}$/.test(first) || NO_COUNTRY.has(first)) return undefined;
  return first;
}

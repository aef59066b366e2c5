// A person recognises a sign-in by its browser and device ("Safari on iPhone"), not by a user-agent string. A
// small reading of the common agents is enough: anything else shows as "Unknown browser" on its system.

const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdgA?\/|\bEdg\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\b(?:Headless)?Chrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bSafari\/.*\bVersion\//, 'Safari'],
  [/\bcurl\//i, 'curl'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMacintosh\b|\bMac OS X\b/, 'Mac'],
  [/\bWindows\b/, 'Windows'],
  [/\bLinux\b/, 'Linux'],
];

const first = (agent: string, table: Array<[RegExp, string]>): string | undefined =>
  table.find(([pattern]) => pattern.test(agent))?.[1];

/** "Chrome on Mac", "Safari on iPhone", "Firefox", "Unknown device" for an empty agent. */
export function deviceName(userAgent: string): string {
  const agent = userAgent.trim();
  if (!agent) return 'Unknown device';
  const browser = first(agent, BROWSERS);
  const system = first(agent, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `Unknown browser on ${system}`;
  return 'Unknown device';
}

const regions = new Intl.DisplayNames(['en'], { type: 'region' });

/** "United States" for "US"; null for no code or one Intl does not know. */
export function countryName(code: string | null | undefined): string | null {
  if (!code || !/^[A-Z]{2}$/.test(code)) return null;
  try {
    const name = regions.of(code);
    return name && name !== code && name !== 'Unknown Region' ? name : null;
  } catch {
    return null;
  }
}

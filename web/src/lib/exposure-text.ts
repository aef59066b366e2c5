// An exposure's values as photographers write them, the same words as the server's one-line summary
// (server/domain/exposure-summary.ts): thirds of a stop, shutter in seconds.

const FRACTIONS: Array<[number, string]> = [
  [0, ''],
  [1 / 3, '1/3'],
  [1 / 2, '1/2'],
  [2 / 3, '2/3'],
  [1, ''],
];

/** 0.33 → '+1/3 EV', -1.67 → '−1 2/3 EV', 2 → '+2 EV', 0.7 → '+0.7 EV'. */
export function compensationText(ev: number): string {
  const sign = ev < 0 ? '−' : '+';
  const abs = Math.abs(ev);
  const whole = Math.floor(abs + 1e-9);
  const near = FRACTIONS.find(([value]) => Math.abs(abs - whole - value) < 0.02);
  if (!near) return `${sign}${Number(abs.toFixed(1))} EV`;
  const wholePart = near[0] === 1 ? whole + 1 : whole;
  return `${sign}${[wholePart ? String(wholePart) : '', near[1]].filter(Boolean).join(' ') || '0'} EV`;
}

/** '1/250' → '1/250 s', '2"' → '2 s', 'B' → 'Bulb'. */
export const shutterText = (shutter: string): string =>
  shutter === 'B' ? 'Bulb' : `${shutter.replace(/["″]$/, '')} s`;

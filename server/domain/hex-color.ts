// Spec §5 'Hex colour helper', as the lab (lab/services/hex-color.ts) and the web client (web/src/lib/hex-color.ts)
// apply it: 3 or 6 hex digits, '#' optional, answered as '#rrggbb'; anything else is the spec's error.

/** Spec §5's error for anything that is not a hex colour. */
export const HEX_COLOR_ERROR = 'input is not a valid hex color.';

/** 3 or 6 hex digits, '#' optional (after trimming): the helper's whole rule. */
export const HEX_COLOR_PATTERN = /^#?(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The colour as '#rrggbb' in lower case; throws the spec's error for anything else. */
export function hexColor(input: string): string {
  const trimmed = input.trim();
  if (!HEX_COLOR_PATTERN.test(trimmed)) throw new Error(HEX_COLOR_ERROR);
  const digits = trimmed.replace(/^#/, '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return `#${full.toLowerCase()}`;
}

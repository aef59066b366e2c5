/** Spec §5's error for anything that is not a hex colour. */
export const HEX_COLOR_ERROR = 'input is not a valid hex color.';

/**
 * Spec §5 'Hex colour helper': a colour as 3 or 6 hex digits, with or without '#', answered as '#rrggbb' in lower
 * case; anything else throws the spec's error 'input is not a valid hex color.'.
 */
export function hexColor(input: string): string {
  const digits = input.trim().replace(/^#/, '');
  if (!/^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(digits)) throw new Error(HEX_COLOR_ERROR);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return `#${full.toLowerCase()}`;
}

/** The colour's red, green and blue (0–255) from any form hexColor takes. */
export function rgbOf(input: string): [number, number, number] {
  const value = Number.parseInt(hexColor(input).slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

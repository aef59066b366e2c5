/** Spec §5's error for anything that is not a hex colour. */
export const HEX_COLOR_ERROR = 'input is not a valid hex color.';

/** 3 or 6 hex digits, '#' optional (after trimming): the helper's whole rule. */
export const HEX_COLOR_PATTERN = /^#?(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Spec §5 'Hex colour helper': a colour as 3 or 6 hex digits, with or without '#', answered as '#rrggbb' in lower
 * case; anything else throws the spec's error 'input is not a valid hex color.'.
 */
export function hexColor(input: string): string {
  const trimmed = input.trim();
  if (!HEX_COLOR_PATTERN.test(trimmed)) throw new Error(HEX_COLOR_ERROR);
  const digits = trimmed.replace(/^#/, '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return `#${full.toLowerCase()}`;
}

/** The colour's red, green and blue (0–255) from any form hexColor takes. */
export function rgbOf(input: string): [number, number, number] {
  const value = Number.parseInt(hexColor(input).slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

// Spec §5 'Hex colour helper', the rule the BFF and the lab apply to a product's picture colours: 3 or 6 hex
// digits, '#' optional, written '#rrggbb'; anything else is the spec's error, shown capitalised by the fields.

/** Spec §5's error for anything that is not a hex colour (FieldMessages capitalises it). */
export const HEX_COLOR_ERROR = 'input is not a valid hex color.';

const HEX_COLOR_PATTERN = /^#?(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The colour as '#rrggbb' in lower case, or null when it is not a hex colour. */
export function hexColor(input: string): string | null {
  const trimmed = input.trim();
  if (!HEX_COLOR_PATTERN.test(trimmed)) return null;
  const digits = trimmed.replace(/^#/, '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return `#${full.toLowerCase()}`;
}

/** The field's error: none while it is a hex colour (or empty, when empty is allowed), else the spec's. */
export function hexColorMessage(input: string, { optional = false } = {}): string | undefined {
  if (optional && !input.trim()) return undefined;
  return hexColor(input) ? undefined : HEX_COLOR_ERROR;
}

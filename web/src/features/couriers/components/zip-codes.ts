/** '11211, 11249 10002' → the 5-digit codes, and whatever else was typed (to name in an error). */
export function parseZipCodes(text: string): { valid: string[]; invalid: string[] } {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  return {
    valid: [...new Set(parts.filter((part) => /^\d{5}$/.test(part)))],
    invalid: parts.filter((part) => !/^\d{5}$/.test(part)),
  };
}

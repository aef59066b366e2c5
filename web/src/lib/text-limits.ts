/**
 * The longest text a field takes when it says nothing itself (issue 26): the BFF and the lab hold each field's own
 * maximum and name the field when it is passed; these keep a browser from sending more than any of them takes.
 */
const DEFAULT_MAX_LENGTH: Record<string, number> = {
  email: 254,
  password: 128,
  tel: 30,
  search: 200,
  text: 200,
  url: 2000,
};

/** The maxLength for an input of `type`, unless the field gave its own; undefined for inputs that take no text. */
export function maxLengthFor(type: string | undefined, given: number | undefined): number | undefined {
  return given ?? DEFAULT_MAX_LENGTH[type ?? 'text'];
}

/** The longest free text a notes box takes (orders, rolls, preferences), as the lab holds it. */
export const NOTES_MAX_LENGTH = 1000;

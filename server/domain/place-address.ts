/** A picked place's formatted address as the address form's fields (spec §5). */
export interface PlaceAddress {
  address1: string;
  city: string;
  state: string;
  zip: string;
}

const STATE = /^[A-Z]{2}$/;
const ZIP = /^\d{5}(-\d{4})?$/;

/**
 * Spec §5: the formatted address must split into street, city, then "STATE ZIP" separated by a space; when any
 * of the four parts is missing the selection is ignored (null). A part in the wrong place (a ZIP where the state
 * goes, a country where "STATE ZIP" goes) counts as missing: the form could not save it.
 *
 * '210 Kent Ave, Brooklyn, NY 11249, USA' → 210 Kent Ave | Brooklyn | NY | 11249.
 */
export function splitPlaceAddress(formattedAddress: string): PlaceAddress | null {
  const [street, city, stateZip] = formattedAddress.split(',').map((part) => part.trim());
  if (!street || !city || !stateZip) return null;
  const [state, zip, ...rest] = stateZip.split(/\s+/);
  if (!state || !zip || rest.length > 0) return null;
  if (!STATE.test(state) || !ZIP.test(zip)) return null;
  return { address1: street, city, state, zip };
}

/** The lab's own handle, shown when a submission came without one (spec §5). */
export const LAB_SOCIAL_HANDLE = '@nicefilmclub';

// A profile link: with a scheme, with "www.", or a domain followed by a path ("instagram.com/name"). A bare
// "casey.moreno" is a handle with a dot, not a domain.
const PROFILE_URL = /^(?:https?:\/\/|www\.|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\/)/i;

/** The first path segment of a profile link: "https://instagram.com/name/?hl=en" → "name". */
function usernameFromUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return '';
  }
  const segment = url.pathname.split('/').find((part) => part.length > 0) ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A submission's handle for display (spec §5): empty shows the lab's own handle; a profile URL reduces to its
 * username; leading @s are stripped and one is put back. Spaces inside a handle are not allowed on any network, so
 * only the first word counts.
 */
export function displayHandle(raw: string | null | undefined, fallback: string = LAB_SOCIAL_HANDLE): string {
  let value = (raw ?? '').trim();
  if (PROFILE_URL.test(value)) value = usernameFromUrl(value);
  const name = value.replace(/^@+/, '').split(/\s+/)[0] ?? '';
  return name ? `@${name}` : fallback;
}

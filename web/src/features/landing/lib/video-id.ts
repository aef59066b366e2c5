/** A video review's id is recognised only when it is 11 characters long (spec §2), the length of a YouTube id. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The embeddable video id of a review's `src`: the src itself when it is an id, or the id inside a YouTube watch,
 * short or embed link. Anything that does not yield exactly 11 characters is no video (the review shows as a quote).
 */
export function videoIdOf(src: string | null | undefined): string | null {
  const value = src?.trim() ?? '';
  if (VIDEO_ID.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let candidate: string | null = null;
  if (host === 'youtu.be') candidate = url.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    candidate = url.searchParams.get('v') ?? url.pathname.match(/^\/(?:embed|shorts)\/([^/]+)/)?.[1] ?? null;
  }
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

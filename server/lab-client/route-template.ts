// Metric labels and span names use the route's template (/users/:id), never the raw path: raw ids would
// give one time series per user, and paths may carry data that does not belong in a metrics system.

const ID_LIKE = [
  /^\d+$/,
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  /^[0-9a-f]{16,}$/i,
  /%/, // encoded characters: e-mail addresses, free text
  /^.{33,}$/, // opaque tokens
];

const known = new Map<string, string>();
/** Distinct paths remembered; paths carry ids, so the map is emptied when it fills rather than grown. */
const KNOWN_MAX = 2000;

export function routeTemplate(path: string): string {
  let template = known.get(path);
  if (template === undefined) {
    const bare = path.split('?')[0] ?? '';
    template = bare
      .split('/')
      .map((segment) => (ID_LIKE.some((re) => re.test(segment)) ? ':id' : segment))
      .join('/');
    if (known.size >= KNOWN_MAX) known.clear();
    known.set(path, template);
  }
  return template;
}

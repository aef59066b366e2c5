// Metric labels and span names use the route's template (/users/:id), never the raw path: raw ids would
// give one time series per user, and paths may carry data that does not belong in a metrics system.

const ID_LIKE = [
  /^\d+$/,
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  /^[0-9a-f]{16,}$/i,
  /%/, // encoded characters: e-mail addresses, free text
  /^.{33,}$/, // opaque tokens
];

export function routeTemplate(path: string): string {
  const bare = path.split('?')[0] ?? '';
  return bare
    .split('/')
    .map((segment) => (ID_LIKE.some((re) => re.test(segment)) ? ':id' : segment))
    .join('/');
}

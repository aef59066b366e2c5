import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGES_DIR } from '../prerendered-pages.js';

// Which addresses the web client has a page for (decision 107). The build writes the router's patterns
// (web/src/app/router/route-patterns.ts) to pages/client-routes.json; the BFF answers 404 for any other address,
// with the client's shell so its router shows the not-found page.

export const CLIENT_ROUTES_FILE = `${PAGES_DIR}/client-routes.json`;

/** Matches a path against router patterns: ':name' is one segment, a trailing '*' any rest (or none). */
export function clientRouteMatcher(patterns: readonly string[]): (path: string) => boolean {
  const compiled = patterns.map((pattern) => {
    const segments = pattern.split('/').filter(Boolean);
    const rest = segments.at(-1) === '*';
    return { segments: rest ? segments.slice(0, -1) : segments, rest };
  });
  return (path) => {
    const parts = path.split('/').filter(Boolean);
    return compiled.some(({ segments, rest }) => {
      if (rest ? parts.length < segments.length : parts.length !== segments.length) return false;
      return segments.every((segment, index) => segment.startsWith(':') || segment === parts[index]);
    });
  };
}

/** The patterns the build recorded in `staticDir`, or null without them (an old or partial build). */
export function readClientRoutes(staticDir: string): string[] | null {
  try {
    const patterns = JSON.parse(readFileSync(join(staticDir, CLIENT_ROUTES_FILE), 'utf8')) as unknown;
    return Array.isArray(patterns) && patterns.every((p) => typeof p === 'string' && p.startsWith('/'))
      ? patterns
      : null;
  } catch {
    return null;
  }
}

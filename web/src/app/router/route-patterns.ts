import type { RouteObject } from 'react-router';

/**
 * Every address the client's router renders a page for, as patterns ('/users/:userId/rolls/:rollId',
 * '/memberships/*'), for the BFF to tell a known page (200) from an unknown one (404) before the client loads
 * (decision 107). A bare catch-all (`*`: the not-found page, or "unknown endings go to '/'") is not a page, so an
 * address only it would match is unknown.
 */
export function routePatterns(routes: RouteObject[], base = ''): string[] {
  const found = new Set<string>();
  for (const route of routes) {
    if (route.path === '*') continue;
    const path = route.path ? join(base, route.path) : base;
    if (route.children?.length) {
      for (const child of routePatterns(route.children, path)) found.add(child);
    } else if (route.index || route.path) {
      found.add(path || '/');
    }
  }
  return [...found].sort();
}

const join = (base: string, path: string) => `${base.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;

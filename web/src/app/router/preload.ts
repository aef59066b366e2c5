import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy routes that match `pathname` and puts their components in place, so a prerendered page hydrates
 * with the same tree the build rendered (React Router would otherwise render its fallback first).
 */
export async function preloadLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      route.lazy = undefined;
    }),
  );
}

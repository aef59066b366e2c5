import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { createPath, type Location, type Navigator, Router, type To } from 'react-router';

/** Where the document is now, as React Router describes a location (state under `usr`, as its own history keeps it). */
function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as { usr?: unknown; key?: string } | null;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * The router of the prerendered pages (entry-public): every page change is a new document. Each prerendered page
 * arrives as complete HTML and the rest of the app loads with the full router, so the public pages never carry
 * the data router. A move records the entry in the browser's history the way React Router's own history does
 * (the next document reads `location.state` from it), then loads the document; a change of hash alone stays in
 * the page.
 */
export function DocumentRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(currentLocation);
  useEffect(() => {
    const update = () => setLocation(currentLocation());
    window.addEventListener('popstate', update);
    return () => window.removeEventListener('popstate', update);
  }, []);
  const navigator = useMemo<Navigator>(() => {
    const move = (to: To, state: unknown, replace: boolean) => {
      const url = new URL(hrefOf(to), window.location.href);
      const previous = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      const idx = replace ? previous : previous + 1;
      const entry = { usr: state ?? null, key: Math.random().toString(36).slice(2, 10), idx };
      const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
      if (replace) window.history.replaceState(entry, '', url);
      else window.history.pushState(entry, '', url);
      if (samePage && url.hash) {
        setLocation(currentLocation());
        document.getElementById(decodeURIComponent(url.hash.slice(1)))?.scrollIntoView();
      } else {
        window.location.reload();
      }
    };
    return {
      createHref: hrefOf,
      encodeLocation: (to) => {
        const url = new URL(hrefOf(to), window.location.href);
        return { pathname: url.pathname, search: url.search, hash: url.hash };
      },
      go: (delta) => window.history.go(delta),
      push: (to, state) => move(to, state, false),
      replace: (to, state) => move(to, state, true),
    };
  }, []);
  return (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  );
}

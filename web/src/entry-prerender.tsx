// The build's server entry (vite build --ssr): renders one public page to HTML. scripts/prerender.ts calls it
// for every path of prerenderedPaths() and writes the files the BFF serves.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Client, stringifyDocument } from 'urql';
import { ClientFactoryContext } from './app/client-factory';
import { routePatterns } from './app/router/route-patterns';
import { routes } from './app/router/routes';
import { landingPageByPath } from './features/landing/data/landing-copy';
import type { LandingPageCopy } from './features/landing/data/landing-copy-types';
import { HOME_COPY_PATHS } from './features/landing/data/load-copy';
import { prerenderExchange } from './lib/prerender-data';

export { CONTENT_PATHS, prerenderedPaths, UNKNOWN_CITY_PATH } from './app/seo/public-paths';
export { LANDING_COPY_ID } from './features/landing/data/load-copy';

export { PRERENDER_DATA_ID } from './lib/prerender-data';

/** The client's page addresses, for the BFF's 404s (decision 107). */
export const clientRoutePatterns = (): string[] => routePatterns(routes);

/** The landing copy a page renders with ('/' renders the lab's home or the club's), for the page to carry. */
export function landingCopyFor(path: string): LandingPageCopy[] {
  const paths = path === '/' ? HOME_COPY_PATHS : [path];
  return paths.flatMap((each) => landingPageByPath(each) ?? []);
}

export type FetchData = (request: {
  query: string;
  variables: unknown;
  operationName: string;
}) => Promise<unknown>;

export interface RenderedPage {
  /** The markup for #root. */
  html: string;
  /** The page's head tags (title, description, canonical, Open Graph), from its <PageHead>. */
  head: string;
  /** Query results the page was rendered with, for hydration. */
  data: Record<string, { data: unknown }>;
}

const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

/**
 * Renders until the page's public queries are answered: a pass starts the queries it meets, the next renders
 * with their answers (an answer may start another query, hence a few rounds). Queries the build may not answer
 * keep their loading state, which the client fills in after hydration.
 */
export async function render(path: string, fetchData: FetchData): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.local${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects; only pages are prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const results = new Map<string, { data: unknown }>();
  const pending = new Map<string, Promise<void>>();
  const renderPass = () => {
    const client = new Client({
      url: '/graphql',
      exchanges: [
        prerenderExchange({
          results,
          pending,
          fetchData,
          print: (operation) => stringifyDocument(operation.query),
        }),
      ],
    });
    return renderToString(
      <StrictMode>
        <ClientFactoryContext.Provider value={() => client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ClientFactoryContext.Provider>
      </StrictMode>,
    );
  };
  let markup = renderPass();
  let answered = 0;
  for (let round = 0; round < 3 && pending.size > answered; round += 1) {
    answered = pending.size;
    await Promise.all(pending.values());
    markup = renderPass();
  }
  const head = HOISTED.exec(markup)?.[0] ?? '';
  return { html: markup.slice(head.length), head, data: Object.fromEntries(results) };
}

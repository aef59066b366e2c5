import { type Exchange, getOperationName, makeResult, type Operation } from 'urql';
import { filter, fromValue, map, merge, mergeMap, never, pipe, share } from 'wonka';
import { readJsonScript } from './json-script';

/**
 * Query results the build rendered a page with, keyed by urql's operation key. The prerendered HTML carries
 * them in a JSON script, so the first client render (hydration) shows the same data without a request.
 */
export type PrerenderData = Record<string, { data: unknown }>;

export const PRERENDER_DATA_ID = 'prerender-data';

/** The queries the build may answer: public, the same for every visitor, computed by the BFF without the lab. */
export const PRERENDERED_QUERIES: ReadonlySet<string> = new Set(['MembershipPlans', 'PriceComparison']);

/** The data the prerendered page was built with, read once from its JSON script; empty on other pages. */
export function readPrerenderData(doc: Document = document): PrerenderData {
  return readJsonScript<PrerenderData>(PRERENDER_DATA_ID, doc) ?? {};
}

/**
 * Answers each seeded query once from the prerender data (synchronously, so hydration matches the HTML);
 * everything else, and every later request, goes on down the chain.
 */
export function seededExchange(seed: PrerenderData): Exchange {
  const remaining = new Map(Object.entries(seed));
  const answered = new WeakSet<Operation>();
  return ({ forward }) =>
    (operations$) => {
      const shared = pipe(operations$, share);
      const seeded = pipe(
        shared,
        filter((operation) => {
          if (operation.kind !== 'query' || !remaining.has(String(operation.key))) return false;
          answered.add(operation);
          return true;
        }),
        map((operation) => {
          const entry = remaining.get(String(operation.key));
          remaining.delete(String(operation.key));
          return makeResult(operation, { data: entry?.data as Record<string, unknown> });
        }),
      );
      const rest = forward(
        pipe(
          shared,
          filter((operation) => !answered.has(operation)),
        ),
      );
      return merge([seeded, rest]);
    };
}

/**
 * The build's exchange. First pass: starts the allowed queries (through `fetchData`) and answers nothing, so
 * the page renders its loading state. Second pass: answers those queries synchronously from `results`.
 */
export function prerenderExchange(options: {
  results: Map<string, { data: unknown }>;
  pending: Map<string, Promise<void>>;
  fetchData: (request: { query: string; variables: unknown; operationName: string }) => Promise<unknown>;
  print: (operation: Operation) => string;
}): Exchange {
  const { results, pending, fetchData, print } = options;
  return () => (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind === 'query'),
      mergeMap((operation) => {
        const key = String(operation.key);
        const known = results.get(key);
        if (known) return fromValue(makeResult(operation, { data: known.data as Record<string, unknown> }));
        const name = getOperationName(operation.query);
        if (name && PRERENDERED_QUERIES.has(name) && !pending.has(key)) {
          const job = fetchData({
            query: print(operation),
            variables: operation.variables,
            operationName: name,
          })
            .then((data) => {
              if (data) results.set(key, { data });
            })
            .catch(() => undefined);
          pending.set(key, job);
        }
        // Nothing in this pass: the component keeps its loading state (its reserved-size placeholder).
        return never;
      }),
    );
}

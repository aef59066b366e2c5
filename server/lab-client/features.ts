import { FeatureUnavailableError, LabApiError, LabBadResponseError } from './errors.js';
import { LAB_FEATURES, LAB_ROUTES, type LabFeature } from './generated/lab-routes.js';
import { routeTemplate } from './route-template.js';

// What the lab offers (docs/decisions/097): the extension features of the lab contract it serves, learned from its
// GET /openapi.json (the features its operations carry as `x-extension`) or set by LAB_EXTENSIONS. The transport
// asks `check` before every call, so a route of a feature that is off is never called.

/** The lab's document; read without a token. Not in the route map (it describes the routes, it is not one). */
export const DOCUMENT_PATH = '/openapi.json';

// ---- Which operation a call is -------------------------------------------------------------------------------

export interface RouteMatch {
  /** The operation's method and OpenAPI path: 'GET /users/{id}/cart'. */
  operation: string;
  feature: LabFeature | null;
}

interface CompiledRoute {
  match: RouteMatch;
  /** Literal segments as text, `{param}` segments as null. */
  segments: Array<string | null>;
  /** The template ends in `{path}`: the rest of the path, one segment or more. */
  rest: boolean;
}

/**
 * Matches a call's method and path (without the lab's base path; a query is ignored) against OpenAPI path templates:
 * a `{param}` segment matches any one non-empty segment, a `{path}` at the end the rest of the path. When several
 * match, the one with a literal segment where the others have a parameter wins, left to right (as the lab's router
 * does: /users/{id}/scans/share before /users/{id}/scans/{scanId}).
 */
export class RouteMatcher {
  private readonly exact = new Map<string, CompiledRoute[]>();
  private readonly open = new Map<string, CompiledRoute[]>();
  private readonly cache = new Map<string, RouteMatch | null>();

  constructor(routes: ReadonlyArray<readonly [string, string, LabFeature | null]>) {
    for (const [method, path, feature] of routes) {
      const parts = path.split('/').slice(1);
      const rest = parts.at(-1) === '{path}';
      const segments = (rest ? parts.slice(0, -1) : parts).map((part) =>
        /^\{[^}]+\}$/.test(part) ? null : part,
      );
      const route = { match: { operation: `${method} ${path}`, feature }, segments, rest };
      const key = rest ? method : `${method} ${segments.length}`;
      const table = rest ? this.open : this.exact;
      table.set(key, [...(table.get(key) ?? []), route]);
    }
  }

  match(method: string, path: string): RouteMatch | undefined {
    // Paths carry ids: the cache keys on the path's template (ids as :id), which no literal segment looks like.
    const key = `${method} ${routeTemplate(path)}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached ?? undefined;
    const found = this.find(method, path);
    if (this.cache.size >= 2000) this.cache.clear();
    this.cache.set(key, found ?? null);
    return found;
  }

  private find(method: string, path: string): RouteMatch | undefined {
    const parts = (path.split('?')[0] ?? '').split('/').slice(1);
    let best: CompiledRoute | undefined;
    const consider = (route: CompiledRoute) => {
      if (!fits(route, parts)) return;
      if (!best || moreSpecific(route, best)) best = route;
    };
    for (const route of this.exact.get(`${method} ${parts.length}`) ?? []) consider(route);
    if (!best) for (const route of this.open.get(method) ?? []) consider(route);
    return best?.match;
  }
}

function fits(route: CompiledRoute, parts: string[]): boolean {
  if (route.rest ? parts.length <= route.segments.length : parts.length !== route.segments.length)
    return false;
  for (let i = 0; i < route.segments.length; i++) {
    const segment = route.segments[i];
    const part = parts[i] as string;
    if (segment === null ? part === '' : segment !== part) return false;
  }
  return !route.rest || parts.slice(route.segments.length).some(Boolean);
}

function moreSpecific(a: CompiledRoute, b: CompiledRoute): boolean {
  const length = Math.min(a.segments.length, b.segments.length);
  for (let i = 0; i < length; i++) {
    const aLiteral = a.segments[i] !== null;
    const bLiteral = b.segments[i] !== null;
    if (aLiteral !== bLiteral) return aLiteral;
  }
  return a.segments.length > b.segments.length;
}

/** The lab contract's operations (generated/lab-routes.ts). */
export const labRoutes = new RouteMatcher(LAB_ROUTES);

// ---- Which features are on -----------------------------------------------------------------------------------

/** Where the features on came from. */
export type FeatureSource =
  | 'LAB_EXTENSIONS'
  /** The lab's /openapi.json. */
  | 'document'
  /** The lab answered no document (a 4xx, or not JSON): a documented-only lab. */
  | 'no document'
  /** The lab could not be asked yet; until it answers, none are on (a documented-only lab). */
  | 'unreachable';

interface LogLike {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface LabFeaturesOptions {
  /** LAB_EXTENSIONS's list; null: learn them from the lab's document. */
  fixed: readonly LabFeature[] | null;
  /** How often the document is read again (LAB_FEATURES_REFRESH_MS). */
  refreshMs: number;
  /** Reads GET /openapi.json from the lab (through the transport; no token). */
  readDocument: () => Promise<unknown>;
  log: LogLike;
  routes?: RouteMatcher;
}

/** After a failed read, the next one comes sooner than the refresh (at most this long). */
const RETRY_UNREACHABLE_MS = 10_000;

/** The features the lab offers now; `check` is the transport's guard. */
export class LabFeatures {
  private on: ReadonlySet<LabFeature>;
  private source: FeatureSource;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly warned = new Set<string>();
  private readonly routes: RouteMatcher;

  constructor(private readonly options: LabFeaturesOptions) {
    this.routes = options.routes ?? labRoutes;
    this.on = new Set(options.fixed ?? []);
    this.source = options.fixed ? 'LAB_EXTENSIONS' : 'unreachable';
  }

  /** The features on, sorted. */
  list(): LabFeature[] {
    return LAB_FEATURES.filter((feature) => this.on.has(feature));
  }

  isOn(feature: LabFeature): boolean {
    return this.on.has(feature);
  }

  /**
   * Before a call: throws FeatureUnavailableError when its route belongs to a feature that is off. A call the
   * contract does not describe goes ahead, with a warning the first time per route.
   */
  check(method: string, path: string): void {
    const match = this.routes.match(method, path);
    if (match) {
      if (match.feature !== null && !this.on.has(match.feature))
        throw new FeatureUnavailableError(match.feature, match.operation);
      return;
    }
    if (path === DOCUMENT_PATH) return;
    const route = `${method} ${routeTemplate(path)}`;
    if (this.warned.has(route)) return;
    this.warned.add(route);
    this.options.log.warn(
      { route },
      'a lab call the lab contract does not describe (docs/lab-openapi.json): made as it is',
    );
  }

  /** The first reading (awaited at start-up), then one every refreshMs; LAB_EXTENSIONS needs none. */
  async start(): Promise<void> {
    if (this.options.fixed) {
      this.report('start');
      return;
    }
    await this.refresh();
    this.report('start');
  }

  /** Reads the lab's document again; on a failure keeps what it knew and tries again sooner. */
  async refresh(): Promise<void> {
    if (this.options.fixed || this.closed) return;
    clearTimeout(this.timer);
    const before = this.describe();
    let next = this.options.refreshMs;
    try {
      const document = await this.options.readDocument();
      const features = documentFeatures(document);
      this.on = new Set(features ?? []);
      this.source = features ? 'document' : 'no document';
    } catch (error) {
      if (error instanceof LabBadResponseError || (error instanceof LabApiError && error.status < 500)) {
        this.on = new Set();
        this.source = 'no document';
      } else {
        // Keep what was known; a lab never read is a documented-only lab until it answers.
        next = Math.min(next, RETRY_UNREACHABLE_MS);
        if (this.source === 'unreachable')
          this.options.log.warn(
            { err: error },
            "could not read the lab's /openapi.json: no extension features until it answers",
          );
      }
    }
    if (this.timer !== undefined && this.describe() !== before) this.report('change');
    if (this.closed) return;
    this.timer = setTimeout(() => void this.refresh(), next);
    this.timer.unref();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
  }

  private describe(): string {
    return `${this.source}:${this.list().join(',')}`;
  }

  private report(when: 'start' | 'change'): void {
    const on = this.list();
    const off = LAB_FEATURES.filter((feature) => !this.on.has(feature));
    const names = (list: readonly string[]) => (list.length ? list.join(', ') : 'none');
    this.options.log.info(
      { features: on, featuresOff: off, source: this.source },
      `lab extension features${when === 'change' ? ' changed' : ''} (${this.source}): on ${names(on)}; off ${names(off)}`,
    );
  }
}

/** The known features a document's operations carry; null when it is not an OpenAPI document. */
export function documentFeatures(document: unknown): LabFeature[] | null {
  if (!document || typeof document !== 'object') return null;
  const paths = (document as { paths?: unknown }).paths;
  if (!paths || typeof paths !== 'object') return null;
  const known = new Set<string>(LAB_FEATURES);
  const found = new Set<LabFeature>();
  for (const methods of Object.values(paths as Record<string, unknown>)) {
    if (!methods || typeof methods !== 'object') continue;
    for (const operation of Object.values(methods as Record<string, unknown>)) {
      const feature = (operation as { 'x-extension'?: unknown } | null)?.['x-extension'];
      if (typeof feature === 'string' && known.has(feature)) found.add(feature as LabFeature);
    }
  }
  return LAB_FEATURES.filter((feature) => found.has(feature));
}

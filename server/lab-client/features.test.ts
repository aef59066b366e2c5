import { describe, expect, it, vi } from 'vitest';
import { FeatureUnavailableError, LabApiError, LabBadResponseError, LabUnavailableError } from './errors';
import { documentFeatures, LabFeatures, labRoutes, RouteMatcher } from './features';
import { LAB_FEATURES, LAB_ROUTES } from './generated/lab-routes';

describe('the route matcher', () => {
  it('finds each operation of the lab contract by a path with values in its parameters', () => {
    for (const [method, template, feature] of LAB_ROUTES) {
      const path = template.replace(/\{path\}$/, 'a/b.jpg').replace(/\{[^}]+\}/g, '7');
      const match = labRoutes.match(method, path);
      // A literal beats a parameter (…/scans/share over …/scans/{scanId}), so '7' may land elsewhere only
      // where a literal sibling exists; every template still finds itself.
      expect(match, `${method} ${template}`).toBeDefined();
      if (match?.operation === `${method} ${template}`) expect(match.feature).toBe(feature);
    }
  });

  it('prefers a literal segment to a parameter, and matches encoded segments as one', () => {
    expect(labRoutes.match('GET', '/users/2/scans/share')?.operation).toBe('GET /users/{id}/scans/share');
    expect(labRoutes.match('GET', '/users/2/scans/31')?.operation).toBe('GET /users/{id}/scans/{scanId}');
    expect(labRoutes.match('GET', '/users/2/cart')).toEqual({
      operation: 'GET /users/{id}/cart',
      feature: 'cart',
    });
    expect(labRoutes.match('GET', '/users/2')).toEqual({ operation: 'GET /users/{id}', feature: null });
    expect(labRoutes.match('GET', '/users/a%2Fb')?.operation).toBe('GET /users/{id}');
    expect(labRoutes.match('GET', '/auth/current-user?x=1')?.feature).toBeNull();
  });

  it('matches the rest of the path for a trailing {path}, never an empty one', () => {
    const matcher = new RouteMatcher([
      ['GET', '/files/{path}', 'files'],
      ['GET', '/files/list', null],
      ['GET', '/users/{id}', null],
    ]);
    expect(matcher.match('GET', '/files/scans/1/a.jpg')).toEqual({
      operation: 'GET /files/{path}',
      feature: 'files',
    });
    expect(matcher.match('GET', '/files/list')?.operation).toBe('GET /files/list');
    expect(matcher.match('GET', '/files/')).toBeUndefined();
    expect(matcher.match('GET', '/users/')).toBeUndefined();
    expect(matcher.match('GET', '/users/1/extra')).toBeUndefined();
    expect(matcher.match('POST', '/users/1')).toBeUndefined();
  });
});

const log = () => ({ info: vi.fn(), warn: vi.fn() });
const documentWith = (...features: string[]) => ({
  paths: {
    '/users/{id}': { get: {} },
    ...Object.fromEntries(features.map((feature, i) => [`/x${i}`, { get: { 'x-extension': feature } }])),
  },
});

describe('LabFeatures', () => {
  it("turns on the features the lab's document marks, and ignores unknown ones", async () => {
    const features = new LabFeatures({
      fixed: null,
      refreshMs: 60_000,
      readDocument: async () => documentWith('share-links', 'cart', 'cart', 'teleport'),
      log: log(),
    });
    await features.start();
    features.close();
    expect(features.list()).toEqual(['cart', 'share-links']);
    expect(() => features.check('GET', '/users/2/cart')).not.toThrow();
    expect(() => features.check('GET', '/places/autocomplete')).toThrow(FeatureUnavailableError);
    expect(documentFeatures('<html>')).toBeNull();
  });

  it('takes a lab without a document (404, not JSON) for a documented-only lab', async () => {
    for (const error of [new LabApiError('Not Found', 404), new LabBadResponseError(200)]) {
      const features = new LabFeatures({
        fixed: null,
        refreshMs: 60_000,
        readDocument: async () => {
          throw error;
        },
        log: log(),
      });
      await features.start();
      features.close();
      expect(features.list()).toEqual([]);
      let thrown: unknown;
      try {
        features.check('POST', '/users/2/cart/lines');
      } catch (caught) {
        thrown = caught;
      }
      expect(thrown).toBeInstanceOf(FeatureUnavailableError);
      expect((thrown as FeatureUnavailableError).feature).toBe('cart');
      expect(() => features.check('GET', '/auth/current-user')).not.toThrow();
    }
  });

  it('keeps what it knew while the lab cannot be reached, and logs the start and each change', async () => {
    vi.useFakeTimers();
    try {
      const logger = log();
      const answers: Array<() => unknown> = [
        () => documentWith('cart'),
        () => {
          throw new LabUnavailableError('ECONNREFUSED');
        },
        () => documentWith(),
      ];
      const features = new LabFeatures({
        fixed: null,
        refreshMs: 60_000,
        readDocument: async () => (answers.shift() ?? (() => documentWith()))(),
        log: logger,
      });
      await features.start();
      expect(features.list()).toEqual(['cart']);
      expect(logger.info).toHaveBeenLastCalledWith(
        expect.objectContaining({ features: ['cart'], source: 'document' }),
        expect.stringContaining('on cart; off account-security'),
      );
      await vi.advanceTimersByTimeAsync(60_000);
      expect(features.list()).toEqual(['cart']);
      // A failed read is tried again within 10 s.
      await vi.advanceTimersByTimeAsync(10_000);
      expect(features.list()).toEqual([]);
      expect(logger.info).toHaveBeenLastCalledWith(
        expect.objectContaining({ features: [] }),
        expect.stringContaining('changed'),
      );
      features.close();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('LAB_EXTENSIONS needs no document, and a call the contract does not describe warns once', async () => {
    const logger = log();
    const readDocument = vi.fn();
    const features = new LabFeatures({ fixed: ['cart'], refreshMs: 1000, readDocument, log: logger });
    await features.start();
    expect(readDocument).not.toHaveBeenCalled();
    expect(features.list()).toEqual(['cart']);
    features.check('GET', '/no-such/1');
    features.check('GET', '/no-such/2');
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]?.[0]).toEqual({ route: 'GET /no-such/:id' });
    expect(LAB_FEATURES).toContain('cart');
  });
});

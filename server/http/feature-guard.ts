import type { FastifyReply } from 'fastify';
import { FeatureUnavailableError } from '../lab-client/errors.js';
import { FEATURE_MESSAGES } from '../lab-client/feature-messages.js';
import type { LabFeature } from '../lab-client/generated/lab-routes.js';

/**
 * What the BFF's HTTP pass-throughs (files, images, profile pictures, the stand-in identity page) ask before they
 * call the lab outside the transport: LabFeatures (server/lab-client/features.ts) is one.
 */
export interface FeatureGuard {
  /** Throws FeatureUnavailableError when the lab route belongs to a feature that is off. */
  check(method: string, path: string): void;
}

/** The feature that is off for this lab route, or null when the route may be called. */
export function offFeature(guard: FeatureGuard | undefined, method: string, path: string): LabFeature | null {
  if (!guard) return null;
  try {
    guard.check(method, path);
    return null;
  } catch (error) {
    if (error instanceof FeatureUnavailableError) return error.feature;
    throw error;
  }
}

/** The answer of a pass-through whose lab route belongs to a feature that is off: 404, the feature's sentence. */
export function featureUnavailable(reply: FastifyReply, feature: LabFeature) {
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .send({ message: FEATURE_MESSAGES[feature], code: 'FEATURE_UNAVAILABLE', feature });
}

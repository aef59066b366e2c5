import type { CombinedError } from 'urql';

/** What the BFF answers for a field or mutation whose lab feature is off (docs/decisions/097-lab-features.md). */
export const FEATURE_UNAVAILABLE = 'FEATURE_UNAVAILABLE';

export interface FeatureUnavailable {
  /** The lab feature that is off, e.g. 'saved-cards'. */
  feature: string;
  /** The BFF's one calm sentence, e.g. "Managing saved cards isn't offered by this lab yet." */
  message: string;
}

interface GraphQLErrorLike {
  message: string;
  path?: readonly (string | number)[] | null;
  extensions?: Record<string, unknown> | null;
}

type ErrorsSource = CombinedError | readonly GraphQLErrorLike[] | null | undefined;

export interface FeatureMatch {
  /**
   * The field the section shows, as the start of the error's path, e.g. ['me', 'cards']. '*' in the pattern
   * matches any one segment (`me` and `user` alike), a number any list index.
   */
  path?: readonly (string | number)[];
  /** The feature's name, e.g. 'share-links'. */
  feature?: string;
}

function errorsOf(source: ErrorsSource): readonly GraphQLErrorLike[] {
  if (!source) return [];
  if (Array.isArray(source)) return source as readonly GraphQLErrorLike[];
  return (source as CombinedError).graphQLErrors ?? [];
}

function isUnavailable(error: GraphQLErrorLike): boolean {
  return error.extensions?.code === FEATURE_UNAVAILABLE;
}

function pathStartsWith(path: readonly (string | number)[] | null | undefined, prefix: FeatureMatch['path']) {
  if (!prefix) return true;
  if (!path || path.length < prefix.length) return false;
  return prefix.every(
    (segment, index) =>
      segment === '*' ||
      segment === path[index] ||
      (typeof segment === 'number' && typeof path[index] === 'number'),
  );
}

/**
 * The FEATURE_UNAVAILABLE error a request answered for this part of a page, if any: matched on the error's path
 * (a field-level error of a nullable field, the rest of `data` intact) and/or its feature. With no match given,
 * the first FEATURE_UNAVAILABLE error.
 */
export function featureUnavailable(
  source: ErrorsSource,
  match: FeatureMatch = {},
): FeatureUnavailable | null {
  for (const error of errorsOf(source)) {
    if (!isUnavailable(error)) continue;
    const feature = typeof error.extensions?.feature === 'string' ? error.extensions.feature : '';
    if (match.feature && match.feature !== feature) continue;
    if (!pathStartsWith(error.path, match.path)) continue;
    return { feature, message: error.message };
  }
  return null;
}

/**
 * The request's trouble once FEATURE_UNAVAILABLE errors are set aside: true when it failed for another reason
 * (another GraphQL error, or the network), false when every error only said a feature is off.
 */
export function hasOtherErrors(source: CombinedError | null | undefined): boolean {
  if (!source) return false;
  if (source.networkError) return true;
  return source.graphQLErrors.some((error) => !isUnavailable(error));
}

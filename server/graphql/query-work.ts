/**
 * How often this process did the work that depends only on a query's text: parsing and validating a document
 * (the limits' depth, alias and cost measure runs in validation) and working out its operation. Mercurius keeps
 * parsed, validated documents per query text (an LRU of 1,024), so a query seen before costs none of it; the
 * counters let a test prove that by counting rather than timing. Nothing reads them on the request path.
 */
export const queryWork = {
  /** Documents parsed and validated (Mercurius's preValidation hook runs only when its cache misses). */
  documents: 0,
  /** Operations measured by the limits rule. */
  measurements: 0,
};

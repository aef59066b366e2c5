import { useQuery } from 'urql';
import { graphql } from '../gql';

// The lab's extension features (docs/decisions/097-lab-features.md) and the sentences of those that are off, asked
// in one query once per page load (lab-feature-notes.ts reads the same answer): a screen hides a
// control whose feature is off instead of offering it and answering FEATURE_UNAVAILABLE afterwards.

export const LabFeaturesQuery = graphql(`
  query LabFeatures {
    labFeatures
    labFeatureNotes {
      feature
      message
    }
  }
`);

export interface LabFeatureState {
  /** False until the BFF has answered; a screen keeps its controls hidden (or shows its documented way) until then. */
  known: boolean;
  /** Known, or the question failed (then `has` answers false: the documented way). */
  settled: boolean;
  has(feature: string): boolean;
}

/**
 * Which extension features the lab offers. Until the answer arrives `known` is false and `has` answers false, so a
 * screen starts from the documented way and adds the extension's controls once it knows.
 */
export function useLabFeatures(): LabFeatureState {
  const [{ data, error }] = useQuery({ query: LabFeaturesQuery, requestPolicy: 'cache-first' });
  const on = data?.labFeatures;
  return {
    known: Boolean(on),
    settled: Boolean(on) || Boolean(error),
    has: (feature) => Boolean(on?.includes(feature)),
  };
}

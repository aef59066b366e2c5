import { useQuery } from 'urql';
import type { FeatureUnavailable } from './feature-unavailable';
import { LabFeaturesQuery } from './lab-features';

// The extension features the lab does not offer, each with the BFF's one calm sentence (Query.labFeatureNotes, the
// same sentence a FEATURE_UNAVAILABLE error carries). A screen hides a control whose only action needs one of them,
// or shows the sentence in its place, before anyone presses it (docs/decisions/097-lab-features.md).

export interface LabFeatureNotes {
  /** False until the BFF has answered. */
  known: boolean;
  /**
   * The feature's sentence when the lab is known not to offer it; null while it does, or while that is not known yet
   * (the control stays, and the BFF still refuses it with the same sentence).
   */
  off(feature: string): FeatureUnavailable | null;
}

/** Asked once per page load (cache-first), shared by every screen that hides an extension's controls. */
export function useLabFeatureNotes(): LabFeatureNotes {
  const [{ data }] = useQuery({ query: LabFeaturesQuery, requestPolicy: 'cache-first' });
  const notes = data?.labFeatureNotes;
  return {
    known: Boolean(notes),
    off: (feature) => {
      const note = notes?.find((item) => item.feature === feature);
      return note ? { feature: note.feature, message: note.message } : null;
    },
  };
}

import { useMutation, useQuery } from 'urql';
import { graphql } from '../../../gql';

// Exposure logs (issue 27): read an app's export (nothing written), import the matched frames, undo an import,
// and a located frame's place name.

export const ReadExposureLogMutation = graphql(`
  mutation ReadExposureLog($input: ReadExposureLogInput!) {
    readExposureLog(input: $input) {
      source
      rolls {
        title
        cameraMake
        cameraModel
        filmStock
        iso
        frames {
          number
          takenAt
          cameraMake
          cameraModel
          lens
          focalLength
          fNumber
          shutter
          exposureTime
          exposureCompensation
          filter
          latitude
          longitude
          altitude
          note
        }
      }
    }
  }
`);

export const ImportExposureLogMutation = graphql(`
  mutation ImportExposureLog($input: ImportExposureLogInput!) {
    importExposureLog(input: $input) {
      ...RollPageFields
    }
  }
`);

export const UndoExposureImportMutation = graphql(`
  mutation UndoExposureImport($rollId: ID!, $importId: ID!, $userId: ID) {
    undoExposureImport(rollId: $rollId, importId: $importId, userId: $userId) {
      ...RollPageFields
    }
  }
`);

export const PlaceNameQuery = graphql(`
  query PlaceName($latitude: Float!, $longitude: Float!) {
    placeName(latitude: $latitude, longitude: $longitude) {
      name
      distanceKm
    }
  }
`);

export const useReadExposureLogMutation = () => useMutation(ReadExposureLogMutation);
export const useImportExposureLogMutation = () => useMutation(ImportExposureLogMutation);
export const useUndoExposureImportMutation = () => useMutation(UndoExposureImportMutation);

export function usePlaceNameQuery(point: { latitude: number; longitude: number } | null) {
  return useQuery({
    query: PlaceNameQuery,
    variables: point ?? { latitude: 0, longitude: 0 },
    pause: !point,
  });
}

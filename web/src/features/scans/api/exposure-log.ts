import { useMutation } from 'urql';
import { graphql } from '../../../gql';

// Exposure logs (issue 27): read an app's export (nothing written) and import the matched frames. Only the import
// panel (loaded when opened) uses these; the undo is in roll.ts, the place name in place-name.ts.

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

export const useReadExposureLogMutation = () => useMutation(ReadExposureLogMutation);
export const useImportExposureLogMutation = () => useMutation(ImportExposureLogMutation);

import { graphql } from '../../../gql';

/** A roll's digital contact sheet: one JPEG of every frame with its number, and the same as a PDF. */
export const ContactSheetQuery = graphql(`
  query ContactSheet($userId: ID!, $asAdmin: Boolean!, $rollId: ID!) {
    me @skip(if: $asAdmin) {
      id
      filmRoll(id: $rollId) {
        ...ContactSheetRoll
      }
    }
    user(id: $userId) @include(if: $asAdmin) {
      id
      filmRoll(id: $rollId) {
        ...ContactSheetRoll
      }
    }
  }

  fragment ContactSheetRoll on FilmRoll {
    id
    name
    stock
    formatLabel
    scanCount
    contactSheet {
      imageUrl
      pdfUrl
    }
  }
`);

/** A lab without contact-sheets: the roll's frames, laid out as a sheet in the browser (docs/lab-extensions.md). */
export const ContactSheetFramesQuery = graphql(`
  query ContactSheetFrames($userId: ID!, $asAdmin: Boolean!, $rollId: ID!) {
    me @skip(if: $asAdmin) {
      id
      filmRoll(id: $rollId) {
        ...ContactSheetFrames
      }
    }
    user(id: $userId) @include(if: $asAdmin) {
      id
      filmRoll(id: $rollId) {
        ...ContactSheetFrames
      }
    }
  }

  fragment ContactSheetFrames on FilmRoll {
    id
    scans(limit: 100) {
      count
      items {
        id
        frame
        name
        thumbnailUrl
      }
    }
  }
`);

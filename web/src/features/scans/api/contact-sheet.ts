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

import { graphql } from '../../../gql';

/** What unlocking these scans at this size costs: the clear total shown before confirming. */
export const UnlockQuoteQuery = graphql(`
  query UnlockQuote($userId: ID!, $asAdmin: Boolean!, $scanIds: [ID!]!, $size: UnlockSize!) {
    me @skip(if: $asAdmin) {
      id
      unlockQuote(scanIds: $scanIds, size: $size) {
        ...UnlockQuoteFields
      }
    }
    user(id: $userId) @include(if: $asAdmin) {
      id
      unlockQuote(scanIds: $scanIds, size: $size) {
        ...UnlockQuoteFields
      }
    }
  }

  fragment UnlockQuoteFields on UnlockQuote {
    size
    scanCount
    chargeableCount
    pricePerUnlock
    total
    card
  }
`);

export const UnlockScansMutation = graphql(`
  mutation UnlockScans($scanIds: [ID!]!, $size: UnlockSize!, $paymentToken: String, $saveCard: Boolean) {
    unlockScans(scanIds: $scanIds, size: $size, paymentToken: $paymentToken, saveCard: $saveCard) {
      charged
      scans {
        id
      }
    }
  }
`);

/** The lab's rendering progress while an unlock runs (ZIP_PROGRESS, 0–100), on the user's event stream. */
export const UnlockProgressSubscription = graphql(`
  subscription UnlockProgress($userId: ID) {
    userEvents(userId: $userId) {
      type
      progress
    }
  }
`);

import { useMutation, useQuery } from 'urql';
import { graphql } from '../../../gql';

// The prints slice's calls (schema.graphql '# Prints'; docs/decisions/083-print-papers-and-drafts.md). Customers
// read their own rolls and drafts through `me`; staff reach anyone's through `user(id:)` (graphql-conventions).
// The cart is always the viewer's own: addPrintsToCart has no user argument.

/** The customer's rolls with one thumbnail each, for the roll pickers (4x6 sets, a scan for a large print). */
export const PrintRollsQuery = graphql(`
  query PrintRolls($userId: ID!, $asAdmin: Boolean!, $offset: Int!) {
    me @skip(if: $asAdmin) {
      id
      ...PrintRollsFields
    }
    user(id: $userId) @include(if: $asAdmin) {
      id
      ...PrintRollsFields
    }
  }

  fragment PrintRollsFields on User {
    filmRolls(limit: 12, offset: $offset) {
      count
      items {
        id
        name
        stock
        formatLabel
        scanCount
        storageExpired
        previewScans(limit: 1) {
          id
          thumbnailUrl
        }
      }
    }
  }
`);

/** The page size written into PrintRollsQuery. */
export const PRINT_ROLLS_PAGE = 12;

export function usePrintRollsQuery(userId: string, asAdmin: boolean, page: number) {
  return useQuery({
    query: PrintRollsQuery,
    variables: { userId, asAdmin, offset: page * PRINT_ROLLS_PAGE },
  });
}

/** Whether the customer pays member prices, and the 4x6 pack prices of every plan (spec §9). */
export const PrintPackPricesQuery = graphql(`
  query PrintPackPrices($userId: ID!, $asAdmin: Boolean!) {
    me @skip(if: $asAdmin) {
      id
      membership {
        planId
        lapsed
      }
    }
    user(id: $userId) @include(if: $asAdmin) {
      id
      membership {
        planId
        lapsed
      }
    }
    membershipPlans {
      id
      addOnPrices {
        prints4x6
      }
    }
  }
`);

export function usePrintPackPricesQuery(userId: string, asAdmin: boolean) {
  return useQuery({ query: PrintPackPricesQuery, variables: { userId, asAdmin } });
}

/** One roll's frames in order (the first 100: GraphQL lists are 1–100), for the frames grid. */
export const PrintRollFramesQuery = graphql(`
  query PrintRollFrames($userId: ID!, $asAdmin: Boolean!, $rollId: ID!) {
    me @skip(if: $asAdmin) {
      id
      filmRoll(id: $rollId) {
        ...PrintRollFramesFields
      }
    }
    user(id: $userId) @include(if: $asAdmin) {
      id
      filmRoll(id: $rollId) {
        ...PrintRollFramesFields
      }
    }
  }

  fragment PrintRollFramesFields on FilmRoll {
    id
    name
    stock
    scanCount
    scans(limit: 100) {
      count
      items {
        id
        frame
        thumbnailUrl
        width
        height
      }
    }
  }
`);

export function usePrintRollFramesQuery(userId: string, asAdmin: boolean, rollId: string | null) {
  return useQuery({
    query: PrintRollFramesQuery,
    variables: { userId, asAdmin, rollId: rollId ?? '' },
    pause: !rollId,
  });
}

/** The papers and sizes the lab prints large formats on (public data). */
export const PrintPapersQuery = graphql(`
  query PrintPapers {
    printPapers {
      id
      name
      paperType
      description
      sizes {
        id
        width
        height
        price
      }
    }
  }
`);

export const usePrintPapersQuery = () => useQuery({ query: PrintPapersQuery });

export const PrintDraftFields = graphql(`
  fragment PrintDraftFields on PrintDraft {
    id
    name
    converted
    url
    width
    height
  }
`);

/**
 * A draft kept in the browser, re-read from the lab after a reload (decision 083: the lab is the truth). Always the
 * viewer's own: drafts, like the cart, belong to whoever uploads them (staff on a customer's page make their own).
 */
export const PrintDraftQuery = graphql(`
  query PrintDraft($draftId: ID!) {
    me {
      id
      printDraft(id: $draftId) {
        ...PrintDraftFields
      }
    }
  }
`);

export function usePrintDraftQuery(draftId: string | null) {
  return useQuery({ query: PrintDraftQuery, variables: { draftId: draftId ?? '' }, pause: !draftId });
}

/** A scan's hi-res file, fetched when the customer prints one of their scans in large format. */
export const PrintScanFileQuery = graphql(`
  query PrintScanFile($userId: ID!, $asAdmin: Boolean!, $scanId: ID!) {
    me @skip(if: $asAdmin) {
      id
      scan(id: $scanId) {
        id
        name
        hiResUrl
      }
    }
    user(id: $userId) @include(if: $asAdmin) {
      id
      scan(id: $scanId) {
        id
        name
        hiResUrl
      }
    }
  }
`);

export const StartPrintDraftUploadMutation = graphql(`
  mutation StartPrintDraftUpload($name: String!) {
    startPrintDraftUpload(name: $name) {
      uploadUrl
      expiresAt
      draft {
        ...PrintDraftFields
      }
    }
  }
`);

export const ConvertPrintDraftMutation = graphql(`
  mutation ConvertPrintDraft($id: ID!) {
    convertPrintDraft(id: $id) {
      ...PrintDraftFields
    }
  }
`);

export const AddPrintsToCartMutation = graphql(`
  mutation AddPrintsToCart($input: AddPrintsToCartInput!) {
    addPrintsToCart(input: $input) {
      ...CartFields
    }
  }
`);

export const useStartPrintDraftUploadMutation = () => useMutation(StartPrintDraftUploadMutation);
export const useConvertPrintDraftMutation = () => useMutation(ConvertPrintDraftMutation);
export const useAddPrintsToCartMutation = () => useMutation(AddPrintsToCartMutation);

import { useMemo } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../../../gql';

/** What the picker and the form show of a saved address. */
export const AddressFields = graphql(`
  fragment AddressFields on Address {
    id
    placeId
    address1
    address2
    city
    state
    zip
    country
    primary
  }
`);

/**
 * A user's saved addresses: the logged-in person's own through `me`, or a customer's through `user(id:)` on the
 * admin copies of the pages (graphql-conventions 'User-scoped data').
 */
export const AddressBookQuery = graphql(`
  query AddressBook($userId: ID!, $asAdmin: Boolean!) {
    me @skip(if: $asAdmin) {
      id
      addresses {
        ...AddressFields
      }
    }
    user(id: $userId) @include(if: $asAdmin) {
      id
      addresses {
        ...AddressFields
      }
    }
  }
`);

export function useAddressBookQuery(userId: string | undefined) {
  // An empty book holds no Address to tie it to a new one, so name the type: a saved address refetches the book.
  const context = useMemo(() => ({ additionalTypenames: ['Address'] }), []);
  return useQuery({
    query: AddressBookQuery,
    variables: { userId: userId ?? '', asAdmin: userId !== undefined },
    context,
  });
}

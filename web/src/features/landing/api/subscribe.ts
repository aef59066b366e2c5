import { graphql } from '../../../gql';

/** The newsletter sign-up; the BFF adds the visitor's address and country. A repeated e-mail is not an error. */
export const SubscribeMutation = graphql(`
  mutation Subscribe($email: String!, $zip: String) {
    subscribe(email: $email, zip: $zip) {
      id
      email
      zip
    }
  }
`);

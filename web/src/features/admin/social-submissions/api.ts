import { useMutation, useQuery } from 'urql';
import { graphql } from '../../../gql';

export const SOCIAL_SUBMISSIONS_PAGE_SIZE = 25;

/** Staff's list of community submissions: every one, newest first, searched by handle and film. */
export const AdminSocialSubmissionsQuery = graphql(`
  query AdminSocialSubmissions($limit: Int, $offset: Int, $search: String) {
    socialSubmissions(limit: $limit, offset: $offset, search: $search, sortBy: "createdAt", desc: true) {
      count
      submissions {
        id
        handle
        filmBrand
        filmModel
        thumbnailUrl
        midResUrl
        width
        height
        selectedAt
      }
    }
  }
`);

export const SelectSocialSubmissionMutation = graphql(`
  mutation SelectSocialSubmission($id: ID!, $selected: Boolean) {
    selectSocialSubmission(id: $id, selected: $selected) {
      id
      selectedAt
    }
  }
`);

export function useAdminSocialSubmissions(search: string, page: number) {
  return useQuery({
    query: AdminSocialSubmissionsQuery,
    variables: {
      limit: SOCIAL_SUBMISSIONS_PAGE_SIZE,
      offset: page * SOCIAL_SUBMISSIONS_PAGE_SIZE,
      search: search || null,
    },
  });
}

export const useSelectSocialSubmission = () => useMutation(SelectSocialSubmissionMutation);

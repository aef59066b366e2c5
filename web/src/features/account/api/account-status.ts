import { useMutation, useQuery } from 'urql';
import { graphql } from '../../../gql';

/** An account's role and access as staff manage them, with who changed them (docs/decisions/110). */
export const AccountStatusQuery = graphql(`
  query AccountStatus($userId: ID!) {
    user(id: $userId) {
      ...AccountStatusFields
    }
  }

  fragment AccountStatusFields on User {
    id
    role
    accountStatus {
      role
      deactivated
      deactivatedAt
      changes {
        kind
        fromRole
        toRole
        byName
        at
      }
    }
  }
`);

export const ChangeUserRoleMutation = graphql(`
  mutation ChangeUserRole($userId: ID!, $role: Role!) {
    changeUserRole(userId: $userId, role: $role) {
      ...AccountStatusFields
    }
  }
`);

export const DeactivateUserMutation = graphql(`
  mutation DeactivateUser($userId: ID!) {
    deactivateUser(userId: $userId) {
      ...AccountStatusFields
    }
  }
`);

export const ReactivateUserMutation = graphql(`
  mutation ReactivateUser($userId: ID!) {
    reactivateUser(userId: $userId) {
      ...AccountStatusFields
    }
  }
`);

export const useAccountStatus = (userId: string) =>
  useQuery({ query: AccountStatusQuery, variables: { userId } });
export const useChangeUserRole = () => useMutation(ChangeUserRoleMutation);
export const useDeactivateUser = () => useMutation(DeactivateUserMutation);
export const useReactivateUser = () => useMutation(ReactivateUserMutation);

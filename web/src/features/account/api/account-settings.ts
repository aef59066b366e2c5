import { useMutation, useQuery } from 'urql';
import { graphql } from '../../../gql';

/**
 * What the settings page shows of a person: the logged-in customer's own through `me`, or a customer's through
 * `user(id:)` on the admin copy of the page (graphql-conventions 'User-scoped data').
 */
export const AccountSettingsQuery = graphql(`
  query AccountSettings($userId: ID!, $asAdmin: Boolean!) {
    me @skip(if: $asAdmin) {
      ...AccountSettingsFields
    }
    user(id: $userId) @include(if: $asAdmin) {
      ...AccountSettingsFields
    }
  }

  fragment AccountSettingsFields on User {
    id
    email
    firstName
    lastName
    phone
    profileImageUrl
    preferences {
      key
      value
    }
    addresses {
      ...AddressFields
    }
    cards {
      id
      label
      isDefault
    }
    membership {
      planId
      label
      status
      periodEnd
    }
  }
`);

export function useAccountSettingsQuery(userId: string, asAdmin: boolean) {
  return useQuery({ query: AccountSettingsQuery, variables: { userId, asAdmin } });
}

export const UpdateDetailsMutation = graphql(`
  mutation UpdateDetails($input: UpdateUserInput!, $userId: ID) {
    updateUser(input: $input, userId: $userId) {
      id
      firstName
      lastName
      phone
    }
  }
`);

export const UpdateEmailMutation = graphql(`
  mutation UpdateEmail($email: String!, $currentPassword: String, $userId: ID) {
    updateEmail(email: $email, currentPassword: $currentPassword, userId: $userId) {
      id
      email
    }
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

export const UpdatePreferencesMutation = graphql(`
  mutation UpdatePreferences($preferences: [PreferenceInput!]!, $userId: ID) {
    updatePreferences(preferences: $preferences, userId: $userId) {
      id
      preferences {
        key
        value
      }
    }
  }
`);

export const AddCardMutation = graphql(`
  mutation AddCard($paymentToken: String!, $userId: ID) {
    addCard(paymentToken: $paymentToken, userId: $userId) {
      id
      defaultCard
      cards {
        id
        label
        isDefault
      }
    }
  }
`);

export const SetDefaultCardMutation = graphql(`
  mutation SetDefaultCard($cardId: ID!, $userId: ID) {
    setDefaultCard(cardId: $cardId, userId: $userId) {
      id
      defaultCard
      cards {
        id
        label
        isDefault
      }
    }
  }
`);

export const RemoveCardMutation = graphql(`
  mutation RemoveCard($cardId: ID!, $userId: ID) {
    removeCard(cardId: $cardId, userId: $userId) {
      id
      defaultCard
      cards {
        id
        label
        isDefault
      }
    }
  }
`);

export const SetMembershipRenewalMutation = graphql(`
  mutation SetMembershipRenewal($renew: Boolean!, $userId: ID) {
    setMembershipRenewal(renew: $renew, userId: $userId) {
      id
      membership {
        planId
        label
        status
        periodEnd
      }
    }
  }
`);

export const DeleteAddressMutation = graphql(`
  mutation DeleteAddress($id: ID!, $userId: ID) {
    deleteAddress(id: $id, userId: $userId) {
      id
      addresses {
        ...AddressFields
      }
    }
  }
`);

export const useUpdateDetails = () => useMutation(UpdateDetailsMutation);
export const useUpdateEmail = () => useMutation(UpdateEmailMutation);
export const useChangePassword = () => useMutation(ChangePasswordMutation);
export const useUpdatePreferences = () => useMutation(UpdatePreferencesMutation);
export const useAddCard = () => useMutation(AddCardMutation);
export const useSetDefaultCard = () => useMutation(SetDefaultCardMutation);
export const useRemoveCard = () => useMutation(RemoveCardMutation);
export const useSetMembershipRenewal = () => useMutation(SetMembershipRenewalMutation);
export const useDeleteAddress = () => useMutation(DeleteAddressMutation);

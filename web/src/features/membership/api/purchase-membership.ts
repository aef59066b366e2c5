import { useMutation } from 'urql';
import { graphql } from '../../../gql';

/**
 * Buys an active paid tier with a card token. Answers the user with the same fields as `query Me`, so the
 * confirmation and the avatar menu read the new plan from the server.
 */
export const PurchaseMembershipMutation = graphql(`
  mutation PurchaseMembership($planId: ID!, $paymentToken: String!, $promoCode: String) {
    purchaseMembership(planId: $planId, paymentToken: $paymentToken, promoCode: $promoCode) {
      id
      active
      accountCredit
      productCredits
      membership {
        planId
        label
        status
        periodEnd
        lapsed
      }
    }
  }
`);

export function usePurchaseMembershipMutation() {
  return useMutation(PurchaseMembershipMutation);
}

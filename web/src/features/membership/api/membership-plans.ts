import { useQuery } from 'urql';
import { graphql } from '../../../gql';

/** The current tiers (On Demand, Nice, Very Nice, Super Nice) with the rows of the tier table. */
export const MembershipPlansQuery = graphql(`
  query MembershipPlans {
    membershipPlans {
      id
      label
      desc
      price
      billingInterval
      active
      benefits {
        key
        label
        type
        value
        amount
      }
    }
  }
`);

export function useMembershipPlansQuery() {
  return useQuery({ query: MembershipPlansQuery });
}

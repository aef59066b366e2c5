import { useQuery } from 'urql';
import { graphql } from '../../../gql';

/** The lab's figures for the admin stats bar (spec §2 'Stats bar'). */
export const GeneralStatsQuery = graphql(`
  query AdminGeneralStats {
    generalStats {
      turnaround {
        estimatedDays
        totalOutstanding
      }
      outstandingByProcess {
        process
        totalOutstanding
      }
      rollsScannedToday
      rollsDevelopedToday
      rollsSyncedToday
      rollsSyncedYesterday
      ordersByLocation {
        location
        count
      }
    }
  }
`);

export function useGeneralStatsQuery() {
  return useQuery({ query: GeneralStatsQuery });
}

import { graphql } from '../../graphql/generated';
import type { MyContractsQuery } from '../../graphql/generated/graphql';

/** Newest first; "Load more" appends the next page (specification §4). */
export const MY_CONTRACTS_QUERY = graphql(`
  query MyContracts($page: Int!, $pageSize: Int!) {
    me {
      id
      contracts(page: $page, pageSize: $pageSize) {
        total
        page
        pageSize
        items {
          id
          plan {
            id
            coin
            termMonths
          }
          coin
          planLabel
          term {
            unit
            count
          }
          status
          startsLater
          powerGhs
          startsOn
          expiresOn
          stoppedReason
          minedTotal
          createdAt
        }
      }
    }
  }
`);

export type ContractPage = NonNullable<NonNullable<MyContractsQuery['me']>['contracts']>;
export type MyContract = ContractPage['items'][number];

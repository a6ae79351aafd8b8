import { graphql } from '../graphql/generated';
import type { ReferralsQuery } from '../graphql/generated/graphql';

/**
 * Newest first; "Load more" asks for the next page and appends it (specification §4). Of the
 * customers who signed up with the referral code, only their first name and join date are shown, with the
 * bonus contracts (10 % of each purchase's hashrate) their purchases earned the referrer (from mining).
 */
export const REFERRALS_QUERY = graphql(`
  query Referrals($page: Int!, $pageSize: Int!) {
    me {
      id
      referralCode
      referralCount
      referrals(page: $page, pageSize: $pageSize) {
        total
        page
        pageSize
        items {
          id
          firstName
          joinedAt
          bonuses {
            purchasedHashrateThs
            contract {
              id
              coin
              hashrateThs
              status
            }
          }
        }
      }
    }
  }
`);

export type ReferralPage = NonNullable<ReferralsQuery['me']>['referrals'];

import { gql, type TypedDocumentNode } from '@apollo/client';

/** Customers who signed up with the referral code: only their first name and join date. */
export interface Referral {
  firstName: string | null;
  joinedAt: string;
}

export interface ReferralPage {
  items: Referral[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ReferralsData {
  me: {
    id: string;
    referralCode: string;
    referralCount: number;
    referrals: ReferralPage;
  } | null;
}

export interface ReferralsVariables {
  page: number;
  pageSize: number;
}

/** Newest first; "Load more" asks for the next page and appends it (specification §4). */
export const REFERRALS_QUERY: TypedDocumentNode<ReferralsData, ReferralsVariables> = gql`
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
          firstName
          joinedAt
        }
      }
    }
  }
`;

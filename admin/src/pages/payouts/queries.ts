import { gql, type TypedDocumentNode } from '@apollo/client';
import { MONEY_FIELDS, type Page, type WithdrawalMethod } from '../../graphql/funds';
import type { Money } from '../../lib/money';

/** A public payout, derived from a completed withdrawal (its id), destination masked. */
export interface Payout {
  __typename?: 'Payout';
  id: string;
  maskedDestination: string;
  amount: Money;
  method: WithdrawalMethod;
  completedAt: string;
  link: string | null;
  hidden: boolean;
}

const PAYOUT_FIELDS = gql`
  fragment AdminPayoutFields on Payout {
    id
    maskedDestination
    amount {
      ...MoneyFields
    }
    method
    completedAt
    link
    hidden
  }
  ${MONEY_FIELDS}
`;

/** Every payout, hidden ones included, newest first. */
export const ALL_PAYOUTS_QUERY: TypedDocumentNode<
  { allPayouts: Page<Payout> },
  { page: number; pageSize: number; search: string | null }
> = gql`
  query AdminAllPayouts($page: Int, $pageSize: Int, $search: String) {
    allPayouts(page: $page, pageSize: $pageSize, search: $search) {
      items {
        ...AdminPayoutFields
      }
      total
      page
      pageSize
    }
  }
  ${PAYOUT_FIELDS}
`;

/** Attaches the blockchain explorer link of the transfer (OPERATOR; audited). */
export const ATTACH_PAYOUT_LINK_MUTATION: TypedDocumentNode<
  { attachPayoutLink: Payout },
  { withdrawalId: string; link: string }
> = gql`
  mutation AdminAttachPayoutLink($withdrawalId: ID!, $link: String!) {
    attachPayoutLink(withdrawalId: $withdrawalId, link: $link) {
      ...AdminPayoutFields
    }
  }
  ${PAYOUT_FIELDS}
`;

/** Takes a payout off the public list; the withdrawal stays (OPERATOR; audited). */
export const HIDE_PAYOUT_MUTATION: TypedDocumentNode<{ hidePayout: Payout }, { withdrawalId: string }> = gql`
  mutation AdminHidePayout($withdrawalId: ID!) {
    hidePayout(withdrawalId: $withdrawalId) {
      ...AdminPayoutFields
    }
  }
  ${PAYOUT_FIELDS}
`;

export type PayoutMatch = {
  walletAddress: string;
  date: string | null;
  amount: string;
  currency: string;
  link: string;
};

/** The legacy "create payout" form: the link goes to the one completed withdrawal it describes (OPERATOR; audited). */
export const ATTACH_PAYOUT_LINK_BY_MATCH_MUTATION: TypedDocumentNode<
  { attachPayoutLinkByMatch: Payout },
  { input: PayoutMatch }
> = gql`
  mutation AdminAttachPayoutLinkByMatch($input: PayoutMatchInput!) {
    attachPayoutLinkByMatch(input: $input) {
      ...AdminPayoutFields
    }
  }
  ${PAYOUT_FIELDS}
`;

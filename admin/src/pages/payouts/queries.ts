import { graphql } from '../../graphql/generated';
import type { AdminPayoutFieldsFragment } from '../../graphql/generated/graphql';

/** A public payout, derived from a completed withdrawal (its id), destination masked. */
export type Payout = AdminPayoutFieldsFragment;

export const PAYOUT_FIELDS = graphql(`
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
`);

/** Every payout, hidden ones included, newest first. */
export const ALL_PAYOUTS_QUERY = graphql(`
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
`);

/** Attaches the blockchain explorer link of the transfer (OPERATOR; audited). */
export const ATTACH_PAYOUT_LINK_MUTATION = graphql(`
  mutation AdminAttachPayoutLink($withdrawalId: ID!, $link: String!) {
    attachPayoutLink(withdrawalId: $withdrawalId, link: $link) {
      ...AdminPayoutFields
    }
  }
`);

/** Takes a payout off the public list; the withdrawal stays (OPERATOR; audited). */
export const HIDE_PAYOUT_MUTATION = graphql(`
  mutation AdminHidePayout($withdrawalId: ID!) {
    hidePayout(withdrawalId: $withdrawalId) {
      ...AdminPayoutFields
    }
  }
`);

/** The legacy "create payout" form: the link goes to the one completed withdrawal it describes (OPERATOR; audited). */
export const ATTACH_PAYOUT_LINK_BY_MATCH_MUTATION = graphql(`
  mutation AdminAttachPayoutLinkByMatch($input: PayoutMatchInput!) {
    attachPayoutLinkByMatch(input: $input) {
      ...AdminPayoutFields
    }
  }
`);

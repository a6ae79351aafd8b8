import { graphql } from '../../graphql/generated';
import type {
  DestinationFieldsFragment,
  MyWithdrawalsQuery,
  WithdrawalFieldsFragment,
  WithdrawalMethod,
  WithdrawalRulesQuery,
  WithdrawalSource,
} from '../../graphql/generated/graphql';

/** In the order of the legacy `payment_method` select. */
export const WITHDRAWAL_METHODS: readonly WithdrawalMethod[] = ['BITCOIN', 'ETHEREUM', 'PAYPAL', 'BANK'];
/** In the order of the legacy `from` codes 1 to 5. */
export const WITHDRAWAL_SOURCES: readonly WithdrawalSource[] = [
  'TRADING',
  'BTC_MINING',
  'ETH_MINING',
  'BNB_MINING',
  'USDT_MINING',
];

export const DESTINATION_FIELDS = graphql(`
  fragment DestinationFields on WithdrawalDestination {
    walletAddress
    paypalEmail
    bankName
    accountName
    accountNumber
    iban
    routingNumber
  }
`);

export type WithdrawalDestination = DestinationFieldsFragment;

export const WITHDRAWAL_FIELDS = graphql(`
  fragment WithdrawalFields on Withdrawal {
    id
    method
    source
    amount {
      ...MoneyFields
    }
    fee {
      ...MoneyFields
    }
    netAmount {
      ...MoneyFields
    }
    destination {
      ...DestinationFields
    }
    status
    failureReason
    createdAt
    decidedAt
  }
`);

export type Withdrawal = WithdrawalFieldsFragment;

export const MY_WITHDRAWALS_QUERY = graphql(`
  query MyWithdrawals($page: Int!, $pageSize: Int!) {
    me {
      id
      withdrawals(page: $page, pageSize: $pageSize) {
        total
        page
        pageSize
        items {
          ...WithdrawalFields
        }
      }
    }
  }
`);

export type WithdrawalPage = NonNullable<NonNullable<MyWithdrawalsQuery['me']>['withdrawals']>;

/**
 * The published rules, one per source: shown before anything is submitted (DESIGN.md §2.7).
 * `currency`: the customer's chosen one, for the trading rule before a first deposit fixes it.
 */
export const WITHDRAWAL_RULES_QUERY = graphql(`
  query WithdrawalRules($currency: String) {
    withdrawalRules(currency: $currency) {
      source
      assetCode
      minimum {
        ...MoneyFields
      }
      feePercent
      minimumFee {
        ...MoneyFields
      }
      methods
      identityCheckRequired
    }
  }
`);

/** One source's rule; `feePercent` is a percent of the amount, e.g. "1.00". */
export type WithdrawalRule = WithdrawalRulesQuery['withdrawalRules'][number];

/** Holds the amount at once; an admin completes or fails it. */
export const CREATE_WITHDRAWAL_MUTATION = graphql(`
  mutation CreateWithdrawal($input: CreateWithdrawalInput!) {
    createWithdrawal(input: $input) {
      ...WithdrawalFields
    }
  }
`);

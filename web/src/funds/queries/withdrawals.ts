import { gql, type TypedDocumentNode } from '@apollo/client';
import type { Money } from '../money';
import { MONEY_FIELDS } from './balances';
import type { PageVariables } from './deposits';

export type WithdrawalMethod = 'BITCOIN' | 'ETHEREUM' | 'PAYPAL' | 'BANK';
export type WithdrawalSource = 'TRADING' | 'BTC_MINING' | 'ETH_MINING' | 'BNB_MINING' | 'USDT_MINING';
export type WithdrawalStatus = 'PENDING' | 'COMPLETED' | 'FAILED';

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

export interface WithdrawalDestination {
  walletAddress: string | null;
  paypalEmail: string | null;
  bankName: string | null;
  accountName: string | null;
  accountNumber: string | null;
  iban: string | null;
  routingNumber: string | null;
}

export interface Withdrawal {
  id: string;
  method: WithdrawalMethod;
  source: WithdrawalSource;
  amount: Money;
  fee: Money;
  netAmount: Money;
  destination: WithdrawalDestination;
  status: WithdrawalStatus;
  failureReason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export const DESTINATION_FIELDS = gql`
  fragment DestinationFields on WithdrawalDestination {
    walletAddress
    paypalEmail
    bankName
    accountName
    accountNumber
    iban
    routingNumber
  }
`;

export const WITHDRAWAL_FIELDS = gql`
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
  ${MONEY_FIELDS}
  ${DESTINATION_FIELDS}
`;

export interface WithdrawalPage {
  items: Withdrawal[];
  total: number;
  page: number;
  pageSize: number;
}

export const MY_WITHDRAWALS_QUERY: TypedDocumentNode<
  { me: { id: string; withdrawals: WithdrawalPage } | null },
  PageVariables
> = gql`
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
  ${WITHDRAWAL_FIELDS}
`;

/** The published rule of one source: shown before anything is submitted (DESIGN.md §2.7). */
export interface WithdrawalRule {
  source: WithdrawalSource;
  assetCode: string;
  minimum: Money;
  /** Percent of the amount, e.g. "1.00". */
  feePercent: string;
  minimumFee: Money;
  methods: WithdrawalMethod[];
  identityCheckRequired: boolean;
}

/** `currency`: the customer's chosen one, for the trading rule before a first deposit fixes it. */
export const WITHDRAWAL_RULES_QUERY: TypedDocumentNode<{ withdrawalRules: WithdrawalRule[] }, { currency: string }> =
  gql`
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
    ${MONEY_FIELDS}
  `;

export interface CreateWithdrawalInput extends Partial<WithdrawalDestination> {
  requestId: string;
  method: WithdrawalMethod;
  source: WithdrawalSource;
  amount: string;
  currency: string;
}

/** Holds the amount at once; an admin completes or fails it. */
export const CREATE_WITHDRAWAL_MUTATION: TypedDocumentNode<
  { createWithdrawal: Withdrawal },
  { input: CreateWithdrawalInput }
> = gql`
  mutation CreateWithdrawal($input: CreateWithdrawalInput!) {
    createWithdrawal(input: $input) {
      ...WithdrawalFields
    }
  }
  ${WITHDRAWAL_FIELDS}
`;

import { gql, type TypedDocumentNode } from '@apollo/client';
import type { Money } from '../money';
import { MONEY_FIELDS } from './balances';

/** One posting on the customer's available or held account. */
export interface StatementLine {
  id: string;
  at: string;
  kind: string;
  description: string;
  /** AVAILABLE or HELD */
  account: string;
  amount: Money;
  balanceAfter: Money;
  referenceType: string;
  referenceId: string;
}

export interface StatementPage {
  items: StatementLine[];
  total: number;
  page: number;
  pageSize: number;
}

export interface StatementVariables {
  page: number;
  pageSize: number;
  /** Null: every asset. */
  assetCode: string | null;
}

/** Newest first; the server gives at most 100 lines a page. */
export const STATEMENT_QUERY: TypedDocumentNode<
  { me: { id: string; statement: StatementPage } | null },
  StatementVariables
> = gql`
  query MyStatement($page: Int!, $pageSize: Int!, $assetCode: String) {
    me {
      id
      statement(page: $page, pageSize: $pageSize, assetCode: $assetCode) {
        total
        page
        pageSize
        items {
          id
          at
          kind
          description
          account
          amount {
            ...MoneyFields
          }
          balanceAfter {
            ...MoneyFields
          }
          referenceType
          referenceId
        }
      }
    }
  }
  ${MONEY_FIELDS}
`;

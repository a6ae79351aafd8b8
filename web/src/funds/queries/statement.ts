import { graphql } from '../../graphql/generated';
import type { MyStatementQuery } from '../../graphql/generated/graphql';

/**
 * Newest first; the server gives at most 100 lines a page. A null `assetCode` reads every asset;
 * a line's `account` is AVAILABLE or HELD.
 */
export const STATEMENT_QUERY = graphql(`
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
          note {
            code
            params {
              name
              value
            }
          }
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
`);

/** One posting on the customer's available or held account. */
export type StatementLine = NonNullable<NonNullable<MyStatementQuery['me']>['statement']>['items'][number];

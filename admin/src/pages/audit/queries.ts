import { graphql } from '../../graphql/generated';
import type {
  AdminAuditLogQuery,
  AdminFundsAuditLogQuery,
  AdminMiningAuditLogQuery,
  AdminTradingAuditLogQuery,
} from '../../graphql/generated/graphql';

/** Identity's log carries the admin's e-mail; the other domains' logs refer to the admin, whom identity names. */
export type AuditEntry =
  | AdminAuditLogQuery['auditLog']['items'][number]
  | AdminFundsAuditLogQuery['fundsAuditLog']['items'][number]
  | AdminMiningAuditLogQuery['miningAuditLog']['items'][number]
  | AdminTradingAuditLogQuery['tradingAuditLog']['items'][number];

/** The audit log, newest first; search matches operation, admin e-mail and target id. */
export const AUDIT_LOG_QUERY = graphql(`
  query AdminAuditLog($page: Int, $pageSize: Int, $search: String) {
    auditLog(page: $page, pageSize: $pageSize, search: $search) {
      items {
        id
        adminId
        adminEmail
        at
        ip
        operation
        targetType
        targetId
        before
        after
      }
      total
      page
      pageSize
    }
  }
`);

/** The funds domain's own audit log (deposits, withdrawals, adjustments, wallets, payouts), newest first. */
export const FUNDS_AUDIT_LOG_QUERY = graphql(`
  query AdminFundsAuditLog($page: Int, $pageSize: Int, $search: String) {
    fundsAuditLog(page: $page, pageSize: $pageSize, search: $search) {
      items {
        id
        adminId
        admin {
          email
        }
        at
        ip
        operation
        targetType
        targetId
        before
        after
      }
      total
      page
      pageSize
    }
  }
`);

/** Mining's log: market parameters, contract transitions, grants, amendments and accrual runs. */
export const MINING_AUDIT_LOG_QUERY = graphql(`
  query AdminMiningAuditLog($page: Int, $pageSize: Int, $search: String) {
    miningAuditLog(page: $page, pageSize: $pageSize, search: $search) {
      items {
        id
        adminId
        admin {
          email
        }
        at
        ip
        operation
        targetType
        targetId
        before
        after
      }
      total
      page
      pageSize
    }
  }
`);

/** Trading's log: traders and their photos, the desk's trades, admin closes and voids. */
export const TRADING_AUDIT_LOG_QUERY = graphql(`
  query AdminTradingAuditLog($page: Int, $pageSize: Int, $search: String) {
    tradingAuditLog(page: $page, pageSize: $pageSize, search: $search) {
      items {
        id
        adminId
        admin {
          email
        }
        at
        ip
        operation
        targetType
        targetId
        before
        after
      }
      total
      page
      pageSize
    }
  }
`);

import { graphql } from '../../graphql/generated';
import type { AdminAuditLogQuery, AdminFundsAuditLogQuery } from '../../graphql/generated/graphql';

/** Identity's log carries the admin's e-mail; funds' log refers to the admin, whom identity names. */
export type AuditEntry =
  AdminAuditLogQuery['auditLog']['items'][number] | AdminFundsAuditLogQuery['fundsAuditLog']['items'][number];

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

import { gql, type TypedDocumentNode } from '@apollo/client';

export interface AuditEntry {
  id: string;
  adminId: string;
  /** Identity's log carries the admin's e-mail; funds' log refers to the admin, whom identity names. */
  adminEmail?: string;
  admin?: { email: string } | null;
  at: string;
  ip: string;
  operation: string;
  targetType: string;
  targetId: string;
  /** JSON text of the record before the action; null for a creation. */
  before: string | null;
  /** JSON text of the record after the action. */
  after: string | null;
}

export interface AuditLogData {
  auditLog: { items: AuditEntry[]; total: number; page: number; pageSize: number };
}

export interface AuditLogVariables {
  page: number;
  pageSize: number;
  search: string | null;
}

/** The audit log, newest first; search matches operation, admin e-mail and target id. */
export const AUDIT_LOG_QUERY: TypedDocumentNode<AuditLogData, AuditLogVariables> = gql`
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
`;

/** The funds domain's own audit log (deposits, withdrawals, adjustments, wallets, payouts), newest first. */
export const FUNDS_AUDIT_LOG_QUERY: TypedDocumentNode<{ fundsAuditLog: AuditLogData['auditLog'] }, AuditLogVariables> =
  gql`
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
  `;

import { useQuery } from '@apollo/client/react';
import {
  AUDIT_LOG_QUERY,
  CONTENT_AUDIT_LOG_QUERY,
  FUNDS_AUDIT_LOG_QUERY,
  MINING_AUDIT_LOG_QUERY,
  TRADING_AUDIT_LOG_QUERY,
  type AuditEntry,
} from './queries';

/** Each domain keeps its own append-only log in its own database (DESIGN.md §3): one tab each. */
export const AUDIT_DOMAINS = ['identity', 'funds', 'mining', 'trading', 'content'] as const;
export type AuditDomain = (typeof AUDIT_DOMAINS)[number];

type Variables = { page: number; pageSize: number; search?: string | null };
type LogPage = { items: readonly AuditEntry[]; total: number; page: number; pageSize: number };

/** The shown domain's page of entries; the other domains' queries are skipped, not sent. */
export function useDomainAuditLog(domain: AuditDomain, variables: Variables) {
  const options = (shown: AuditDomain) => ({
    variables,
    fetchPolicy: 'cache-and-network' as const,
    skip: domain !== shown,
  });
  const identity = useQuery(AUDIT_LOG_QUERY, options('identity'));
  const funds = useQuery(FUNDS_AUDIT_LOG_QUERY, options('funds'));
  const mining = useQuery(MINING_AUDIT_LOG_QUERY, options('mining'));
  const trading = useQuery(TRADING_AUDIT_LOG_QUERY, options('trading'));
  const content = useQuery(CONTENT_AUDIT_LOG_QUERY, options('content'));
  const logs: Record<AuditDomain, { result: LogPage | undefined; error: Error | undefined }> = {
    identity: { result: (identity.data ?? identity.previousData)?.auditLog, error: identity.error },
    funds: { result: (funds.data ?? funds.previousData)?.fundsAuditLog, error: funds.error },
    mining: { result: (mining.data ?? mining.previousData)?.miningAuditLog, error: mining.error },
    trading: { result: (trading.data ?? trading.previousData)?.tradingAuditLog, error: trading.error },
    content: { result: (content.data ?? content.previousData)?.contentAuditLog, error: content.error },
  };
  return logs[domain];
}

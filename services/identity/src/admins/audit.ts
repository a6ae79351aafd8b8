import type { Executor } from '@mc/platform';
import type { AdminRow } from '../db/admins.repository';
import { appendAudit } from '../db/audit.repository';

export type AuditRecord = {
  operation: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
};

/** Written in the same transaction as the action, so no action happens without its entry. */
export async function audit(tx: Executor, actor: AdminRow, ip: string, record: AuditRecord): Promise<void> {
  await appendAudit(tx, {
    adminId: actor.id,
    adminEmail: actor.email,
    ip,
    operation: record.operation,
    targetType: record.targetType,
    targetId: record.targetId,
    before: record.before === undefined ? null : withoutSecrets(record.before),
    after: record.after === undefined ? null : withoutSecrets(record.after),
  });
}

/** Hashes never reach the log (DESIGN.md §2 rule 5). */
function withoutSecrets(record: unknown): unknown {
  if (!record || typeof record !== 'object') return record;
  return Object.fromEntries(Object.entries(record).filter(([key]) => !/hash|password|secret|pin/i.test(key)));
}

import { jsonSafe, type Executor } from '@mc/platform';
import type { Actor } from '../access';
import { appendAudit } from '../db/audit.repository';

export type AuditRecord = {
  operation: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
};

/** Written in the same transaction as the change, so no change happens without its entry. */
export async function audit(tx: Executor, actor: Actor, record: AuditRecord): Promise<void> {
  await appendAudit(tx, {
    adminId: actor.adminId,
    ip: actor.ip,
    operation: record.operation,
    targetType: record.targetType,
    targetId: record.targetId,
    before: record.before === undefined ? null : jsonSafe(record.before),
    after: record.after === undefined ? null : jsonSafe(record.after),
  });
}

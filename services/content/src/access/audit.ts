import { jsonSafe, type Executor } from '@mc/platform';
import { appendAudit } from '../db/audit.repository';
import type { Actor } from './access';

export type AuditRecord = {
  operation: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
};

/** Written in the same transaction as the action, so no action happens without its entry. */
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

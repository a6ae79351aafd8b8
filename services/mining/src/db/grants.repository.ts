import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@mc/platform';
import { contractAmendments, contractGrants } from './schema';

/** Support grants and amendments (migrations/0005_support_grants.sql): who asked, why, who decided. */
export type GrantRow = typeof contractGrants.$inferSelect;
export type AmendmentRow = typeof contractAmendments.$inferSelect;
export type NewAmendment = typeof contractAmendments.$inferInsert;

/** Records the grant unless its request id already did (then false). */
export async function insertGrant(db: Executor, grant: typeof contractGrants.$inferInsert): Promise<boolean> {
  const rows = await db.insert(contractGrants).values(grant).onConflictDoNothing().returning();
  return rows.length === 1;
}

export async function findGrant(db: Executor, contractId: string): Promise<GrantRow | undefined> {
  const [row] = await db.select().from(contractGrants).where(eq(contractGrants.contractId, contractId));
  return row;
}

export async function findGrantByRequest(db: Executor, requestId: string): Promise<GrantRow | undefined> {
  const [row] = await db.select().from(contractGrants).where(eq(contractGrants.requestId, requestId));
  return row;
}

export function grantsOf(db: Executor, contractIds: string[]): Promise<GrantRow[]> {
  return db.select().from(contractGrants).where(inArray(contractGrants.contractId, contractIds));
}

/** Records the decision; the table's trigger refuses a second one. */
export async function decideGrant(
  db: Executor,
  contractId: string,
  decision: Pick<GrantRow, 'decision' | 'decidedBy' | 'decidedAt' | 'rejectionReason'>,
): Promise<GrantRow> {
  const [row] = await db
    .update(contractGrants)
    .set(decision)
    .where(eq(contractGrants.contractId, contractId))
    .returning();
  return row;
}

/** Inserts an amendment unless its request id already recorded one of that kind (then undefined). */
export async function insertAmendment(db: Executor, amendment: NewAmendment): Promise<AmendmentRow | undefined> {
  const [row] = await db.insert(contractAmendments).values(amendment).onConflictDoNothing().returning();
  return row;
}

export function amendmentsByRequest(db: Executor, requestId: string): Promise<AmendmentRow[]> {
  return db.select().from(contractAmendments).where(eq(contractAmendments.requestId, requestId));
}

export async function findAmendment(db: Executor, id: string): Promise<AmendmentRow | undefined> {
  const [row] = await db.select().from(contractAmendments).where(eq(contractAmendments.id, id));
  return row;
}

/** The amendment, locked until the transaction ends: one decision at a time. */
export async function lockAmendment(db: Executor, id: string): Promise<AmendmentRow | undefined> {
  const [row] = await db.select().from(contractAmendments).where(eq(contractAmendments.id, id)).for('update');
  return row;
}

export async function pendingAmendmentOf(db: Executor, contractId: string): Promise<AmendmentRow | undefined> {
  const [row] = await db
    .select()
    .from(contractAmendments)
    .where(and(eq(contractAmendments.contractId, contractId), eq(contractAmendments.status, 'PENDING')));
  return row;
}

export async function decideAmendment(
  db: Executor,
  id: string,
  decision: Pick<AmendmentRow, 'status' | 'decidedBy' | 'decidedAt' | 'rejectionReason' | 'effectiveOn'>,
): Promise<AmendmentRow> {
  const [row] = await db.update(contractAmendments).set(decision).where(eq(contractAmendments.id, id)).returning();
  return row;
}

/** Every amendment of the contracts, oldest first; of one request, the label (applied at once) first. */
export function amendmentsOf(db: Executor, contractIds: string[]): Promise<AmendmentRow[]> {
  return db
    .select()
    .from(contractAmendments)
    .where(inArray(contractAmendments.contractId, contractIds))
    .orderBy(asc(contractAmendments.requestedAt), asc(contractAmendments.kind), asc(contractAmendments.id));
}

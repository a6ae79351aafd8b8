import { and, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { type Executor, containsAny, offsetOf, type Page, type PageRequest } from '@mc/platform';
import { payoutAnnotations, withdrawals } from './schema';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawal = typeof withdrawals.$inferInsert;
export type WithdrawalStatus = WithdrawalRow['status'];
export type PayoutRow = WithdrawalRow & { link: string | null; hidden: boolean };

export async function findWithdrawal(db: Executor, id: string): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row;
}

export async function lockWithdrawal(db: Executor, id: string): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  return row;
}

export async function insertWithdrawal(db: Executor, withdrawal: NewWithdrawal): Promise<WithdrawalRow | undefined> {
  const [row] = await db.insert(withdrawals).values(withdrawal).onConflictDoNothing().returning();
  return row;
}

export async function decideWithdrawal(
  db: Executor,
  id: string,
  decision: {
    status: 'COMPLETED' | 'FAILED';
    adminId: string;
    payoutReference?: string | null;
    failureReason?: string | null;
  },
): Promise<WithdrawalRow> {
  const [row] = await db
    .update(withdrawals)
    .set({
      status: decision.status,
      decidedByAdminId: decision.adminId,
      decidedAt: sql`now()`,
      ...(decision.payoutReference ? { payoutReference: decision.payoutReference } : {}),
      ...(decision.failureReason ? { failureReason: decision.failureReason } : {}),
    })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'PENDING')))
    .returning();
  return row;
}

const destinationColumns = [
  withdrawals.walletAddress,
  withdrawals.paypalEmail,
  withdrawals.bankName,
  withdrawals.accountName,
  withdrawals.accountNumber,
  withdrawals.iban,
];

export async function pageWithdrawals(
  db: Executor,
  request: PageRequest,
  filter: { userId?: string; status?: WithdrawalStatus; search?: string },
): Promise<Page<WithdrawalRow>> {
  const where = and(
    filter.userId ? eq(withdrawals.userId, filter.userId) : undefined,
    filter.status ? eq(withdrawals.status, filter.status) : undefined,
    containsAny(filter.search, [withdrawals.id, withdrawals.userId, ...destinationColumns]),
  );
  const items = await db
    .select()
    .from(withdrawals)
    .where(where)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(request.pageSize)
    .offset(offsetOf(request));
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(withdrawals)
    .where(where);
  return { items, total, ...request };
}

export async function pendingWithdrawalCounts(db: Executor, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: withdrawals.userId, count: sql<number>`count(*)::int` })
    .from(withdrawals)
    .where(and(inArray(withdrawals.userId, userIds), eq(withdrawals.status, 'PENDING')))
    .groupBy(withdrawals.userId);
  return new Map(rows.map((row) => [row.userId, row.count]));
}

/** Completed withdrawals with what admins added: the public payout list is derived from these. */
export async function pagePayouts(
  db: Executor,
  request: PageRequest,
  options: { includeHidden: boolean; search?: string },
): Promise<Page<PayoutRow>> {
  const conditions: (SQL | undefined)[] = [
    eq(withdrawals.status, 'COMPLETED'),
    options.includeHidden ? undefined : sql`coalesce(${payoutAnnotations.hidden}, false) = false`,
    containsAny(options.search, [withdrawals.id, withdrawals.asset, withdrawals.walletAddress, payoutAnnotations.link]),
  ];
  const where = and(...conditions);
  const items = await db
    .select(payoutSelection())
    .from(withdrawals)
    .leftJoin(payoutAnnotations, eq(payoutAnnotations.withdrawalId, withdrawals.id))
    .where(where)
    .orderBy(desc(withdrawals.decidedAt), desc(withdrawals.id))
    .limit(request.pageSize)
    .offset(offsetOf(request));
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(withdrawals)
    .leftJoin(payoutAnnotations, eq(payoutAnnotations.withdrawalId, withdrawals.id))
    .where(where);
  return { items, total, ...request };
}

export async function findPayout(db: Executor, withdrawalId: string): Promise<PayoutRow | undefined> {
  const [row] = await db
    .select(payoutSelection())
    .from(withdrawals)
    .leftJoin(payoutAnnotations, eq(payoutAnnotations.withdrawalId, withdrawals.id))
    .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.status, 'COMPLETED')));
  return row;
}

export async function annotatePayout(
  db: Executor,
  withdrawalId: string,
  change: { link?: string; hidden?: boolean },
): Promise<void> {
  await db
    .insert(payoutAnnotations)
    .values({ withdrawalId, ...change })
    .onConflictDoUpdate({ target: payoutAnnotations.withdrawalId, set: { ...change, updatedAt: sql`now()` } });
}

/** Completed withdrawals matching a legacy payout record (address, amount, asset, day). */
export async function matchCompletedWithdrawals(
  db: Executor,
  match: { walletAddress: string; asset: string; amountMinor: bigint; day: string | null },
): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.status, 'COMPLETED'),
        eq(withdrawals.walletAddress, match.walletAddress),
        eq(withdrawals.asset, match.asset),
        sql`(${withdrawals.amountMinor} - ${withdrawals.feeMinor} = ${match.amountMinor.toString()}::bigint or ${withdrawals.amountMinor} = ${match.amountMinor.toString()}::bigint)`,
        match.day ? sql`(${withdrawals.decidedAt} at time zone 'UTC')::date = ${match.day}::date` : undefined,
      ),
    );
}

function payoutSelection() {
  return {
    ...getTableColumns(withdrawals),
    link: payoutAnnotations.link,
    hidden: sql<boolean>`coalesce(${payoutAnnotations.hidden}, false)`,
  };
}

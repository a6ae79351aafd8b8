import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { type Executor, containsAny, offsetOf, type Page, type PageRequest } from '@mc/platform';
import { deposits } from './schema';

export type DepositRow = typeof deposits.$inferSelect;
export type NewDeposit = typeof deposits.$inferInsert;
export type DepositStatus = DepositRow['status'];

export async function findDeposit(db: Executor, id: string): Promise<DepositRow | undefined> {
  const [row] = await db.select().from(deposits).where(eq(deposits.id, id));
  return row;
}

export async function lockDeposit(db: Executor, id: string): Promise<DepositRow | undefined> {
  const [row] = await db.select().from(deposits).where(eq(deposits.id, id)).for('update');
  return row;
}

/** Returns undefined when the id or the link (address and timestamp) is taken. */
export async function insertDeposit(db: Executor, deposit: NewDeposit): Promise<DepositRow | undefined> {
  const [row] = await db.insert(deposits).values(deposit).onConflictDoNothing().returning();
  return row;
}

export async function decideDeposit(
  db: Executor,
  id: string,
  decision: {
    status: Exclude<DepositStatus, 'PENDING'>;
    adminId: string;
    transactionReference?: string | null;
    failureReason?: string | null;
  },
): Promise<DepositRow> {
  const [row] = await db
    .update(deposits)
    .set({
      status: decision.status,
      decidedByAdminId: decision.adminId,
      decidedAt: sql`now()`,
      ...(decision.transactionReference ? { transactionReference: decision.transactionReference } : {}),
      ...(decision.failureReason ? { failureReason: decision.failureReason } : {}),
    })
    .where(and(eq(deposits.id, id), eq(deposits.status, 'PENDING')))
    .returning();
  return row;
}

export async function findDepositByLink(
  db: Executor,
  walletAddress: string,
  timestampMs: bigint,
): Promise<DepositRow | undefined> {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.walletAddress, walletAddress), eq(deposits.linkTimestampMs, timestampMs)));
  return row;
}

/** The newest payment-link timestamp on a pool address: a new link on it must come after. */
export async function latestLinkTimestamp(db: Executor, walletAddress: string): Promise<bigint | undefined> {
  const [row] = await db
    .select({ latest: sql<string | null>`max(${deposits.linkTimestampMs})` })
    .from(deposits)
    .where(eq(deposits.walletAddress, walletAddress));
  return row?.latest == null ? undefined : BigInt(row.latest);
}

export type DepositFilter = {
  userId?: string;
  status?: DepositStatus;
  search?: string;
  /** Customers the search matched by e-mail or name (identity's): their deposits match too. */
  searchCustomerIds?: string[];
};

export async function pageDeposits(
  db: Executor,
  request: PageRequest,
  filter: DepositFilter,
): Promise<Page<DepositRow>> {
  const ofCustomers = filter.searchCustomerIds?.length ? inArray(deposits.userId, filter.searchCustomerIds) : undefined;
  const conditions: (SQL | undefined)[] = [
    filter.userId ? eq(deposits.userId, filter.userId) : undefined,
    filter.status ? eq(deposits.status, filter.status) : undefined,
    or(
      containsAny(filter.search, [
        deposits.id,
        deposits.userId,
        deposits.walletAddress,
        deposits.comment,
        deposits.transactionReference,
      ]),
      ofCustomers,
    ),
  ];
  const where = and(...conditions);
  const items = await db
    .select()
    .from(deposits)
    .where(where)
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(request.pageSize)
    .offset(offsetOf(request));
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(deposits)
    .where(where);
  return { items, total, ...request };
}

export async function pendingDepositCounts(db: Executor, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: deposits.userId, count: sql<number>`count(*)::int` })
    .from(deposits)
    .where(and(inArray(deposits.userId, userIds), eq(deposits.status, 'PENDING')))
    .groupBy(deposits.userId);
  return new Map(rows.map((row) => [row.userId, row.count]));
}

import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '@mc/platform';
import { loanPayouts, loanRepayments, loans, type LoanStatus } from './schema';

/** All SQL of loans against pledged mining contracts. */

export type LoanRow = typeof loans.$inferSelect;
export type NewLoan = typeof loans.$inferInsert;
export type LoanRepaymentRow = typeof loanRepayments.$inferSelect;
export type NewLoanRepayment = typeof loanRepayments.$inferInsert;

/** Records the loan unless the pledge already has one (then undefined). */
export async function insertLoan(db: Executor, loan: NewLoan): Promise<LoanRow | undefined> {
  const [row] = await db.insert(loans).values(loan).onConflictDoNothing().returning();
  return row;
}

export async function findLoan(db: Executor, id: string): Promise<LoanRow | undefined> {
  const [row] = await db.select().from(loans).where(eq(loans.id, id));
  return row;
}

/** The loan, locked until the transaction ends: its repayments run one at a time. */
export async function lockLoan(db: Executor, id: string): Promise<LoanRow | undefined> {
  const [row] = await db.select().from(loans).where(eq(loans.id, id)).for('update');
  return row;
}

export async function openLoanOfContract(db: Executor, contractId: string): Promise<LoanRow | undefined> {
  const [row] = await db
    .select()
    .from(loans)
    .where(and(eq(loans.contractId, contractId), eq(loans.status, 'OPEN')));
  return row;
}

/** The contract's newest loan (open or not), what its screen shows. */
export async function newestLoanOfContract(db: Executor, contractId: string): Promise<LoanRow | undefined> {
  const [row] = await db
    .select()
    .from(loans)
    .where(eq(loans.contractId, contractId))
    .orderBy(desc(loans.openedAt), desc(loans.id))
    .limit(1);
  return row;
}

/** What the customer owes in the asset on open loans (minor units). */
export async function owedBy(db: Executor, userId: string, asset: string): Promise<bigint> {
  const [row] = await queryRows<{ owed: string | null }>(
    db,
    sql`select sum(outstanding_minor)::text as owed from loans
        where user_id = ${userId} and asset = ${asset} and status = 'OPEN'`,
  );
  return BigInt(row?.owed ?? '0');
}

/** Records a repayment and lowers what is owed; closes the loan with `closeAs` when nothing is left. */
export async function applyRepayment(
  db: Executor,
  loan: LoanRow,
  repayment: NewLoanRepayment,
  closeAs: Exclude<LoanStatus, 'OPEN' | 'REFUSED'>,
  extra: { shortfallMinor?: bigint } = {},
): Promise<LoanRow> {
  await db.insert(loanRepayments).values(repayment);
  const outstandingMinor = loan.outstandingMinor - repayment.amountMinor;
  const [row] = await db
    .update(loans)
    .set({
      outstandingMinor,
      ...(outstandingMinor === 0n ? { status: closeAs, closedAt: repayment.at } : {}),
      ...(extra.shortfallMinor !== undefined ? { shortfallMinor: extra.shortfallMinor } : {}),
    })
    .where(eq(loans.id, loan.id))
    .returning();
  return row;
}

/** Oldest first; a payout's day breaks ties between repayments recorded at one instant (a catch-up). */
export function repaymentsOf(db: Executor, loanId: string): Promise<LoanRepaymentRow[]> {
  return db
    .select()
    .from(loanRepayments)
    .where(eq(loanRepayments.loanId, loanId))
    .orderBy(asc(loanRepayments.at), asc(loanRepayments.day), asc(loanRepayments.journalId))
    .limit(1_000);
}

export async function findRepayment(db: Executor, journalId: string): Promise<LoanRepaymentRow | undefined> {
  const [row] = await db.select().from(loanRepayments).where(eq(loanRepayments.journalId, journalId));
  return row;
}

/** Marks a directed payout handled; false when it already was (a redelivered or re-announced item). */
export async function recordLoanPayout(db: Executor, payout: typeof loanPayouts.$inferInsert): Promise<boolean> {
  const rows = await db.insert(loanPayouts).values(payout).onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function loanPayoutsHandled(db: Executor, pledgeId: string): Promise<number> {
  const [row] = await db.select({ handled: count() }).from(loanPayouts).where(eq(loanPayouts.pledgeId, pledgeId));
  return row.handled;
}

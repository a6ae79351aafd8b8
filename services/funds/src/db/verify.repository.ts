import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '@mc/platform';

/** The invariant queries of `ledger:verify`: each returns the offending rows (none when it holds). */

export const unbalancedTransactions = (db: Executor) =>
  queryRows<{ transaction_id: string; asset: string; sum: string }>(
    db,
    sql`
    select transaction_id, asset, sum(amount_minor)::text as sum from postings
     group by transaction_id, asset having sum(amount_minor) <> 0 limit 20`,
  );

export const assetsNotSummingToZero = (db: Executor) =>
  queryRows<{ asset: string; sum: string }>(
    db,
    sql`
    select asset, sum(amount_minor)::text as sum from postings group by asset having sum(amount_minor) <> 0`,
  );

export const balancesDifferingFromPostings = (db: Executor) =>
  queryRows<{ id: string; owner: string; purpose: string; asset: string; stored: string; posted: string }>(
    db,
    sql`
    select a.id::text, a.owner, a.purpose, a.asset, a.balance_minor::text as stored, coalesce(sum(p.amount_minor), 0)::text as posted
      from ledger_accounts a left join postings p on p.account_id = a.id
     group by a.id having a.balance_minor <> coalesce(sum(p.amount_minor), 0) limit 20`,
  );

export const versionsDifferingFromPostingCounts = (db: Executor) =>
  queryRows<{ id: string; version: string; postings: string }>(
    db,
    sql`
    select a.id::text, a.version::text, count(p.id)::text as postings
      from ledger_accounts a left join postings p on p.account_id = a.id
     group by a.id having a.version <> count(p.id) limit 20`,
  );

export const negativeCustomerBalances = (db: Executor) =>
  queryRows<{ id: string; owner: string; asset: string; balance: string }>(
    db,
    sql`
    select id::text, owner, asset, balance_minor::text as balance from ledger_accounts
     where owner <> 'platform' and balance_minor < 0 limit 20`,
  );

/** A HELD account carries exactly the customer's pending holds. */
export const heldDifferingFromPendingHolds = (db: Executor) =>
  queryRows<{ owner: string; asset: string; held: string; pending: string }>(
    db,
    sql`
    select a.owner, a.asset, a.balance_minor::text as held, coalesce(sum(h.amount_minor), 0)::text as pending
      from ledger_accounts a left join holds h on h.owner = a.owner and h.asset = a.asset and h.status = 'PENDING'
     where a.purpose = 'HELD'
     group by a.id having a.balance_minor <> coalesce(sum(h.amount_minor), 0) limit 20`,
  );

export const transactionsWithoutPostings = (db: Executor) =>
  queryRows<{ id: string }>(
    db,
    sql`
    select j.id from journal_transactions j where not exists (select 1 from postings p where p.transaction_id = j.id) limit 20`,
  );

/** The triggers that make postings append-only and balances posting-only must be in place. */
export const missingGuards = (db: Executor) =>
  queryRows<{ name: string }>(
    db,
    sql`
    select expected.name from (values ('postings_apply'), ('postings_balanced'), ('postings_append_only'), ('journal_append_only'),
                                      ('ledger_accounts_guard'), ('postings_no_truncate'),
                                      ('liability_snapshots_append_only'), ('liability_leaves_append_only')) as expected (name)
     where not exists (select 1 from pg_trigger t where t.tgname = expected.name and t.tgenabled <> 'D')`,
  );

export async function ledgerCounts(
  db: Executor,
): Promise<{ accounts: number; transactions: number; postings: number; holds: number }> {
  const [row] = await queryRows<{ accounts: string; transactions: string; postings: string; holds: string }>(
    db,
    sql`
    select (select count(*) from ledger_accounts)::text as accounts, (select count(*) from journal_transactions)::text as transactions,
           (select count(*) from postings)::text as postings, (select count(*) from holds)::text as holds`,
  );
  return {
    accounts: Number(row.accounts),
    transactions: Number(row.transactions),
    postings: Number(row.postings),
    holds: Number(row.holds),
  };
}

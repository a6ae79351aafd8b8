import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '@mc/platform';

/** All SQL of the ledger: accounts, journal transactions, postings and holds. */

/** LOAN: the platform's loans receivable (pledging): lent money leaves it, repayments come back to it. */
export type AccountPurpose =
  'AVAILABLE' | 'HELD' | 'CUSTODY' | 'CONVERSION' | 'REVENUE' | 'EXPENSE' | 'ADJUSTMENT' | 'LOAN';
export type AccountKey = { owner: string; purpose: AccountPurpose; asset: string };
export type AccountRow = AccountKey & { id: bigint; balanceMinor: bigint; version: bigint };
export type JournalRow = {
  id: string;
  kind: string;
  referenceType: string;
  referenceId: string;
  /** The note in English, for the legacy API and the admin panel. */
  description: string;
  /** The same note as a code and its parameters, which the customer's screens word in their language. */
  note: { code: string; params: Readonly<Record<string, string>> };
  fingerprint: string;
};
export type HoldRow = {
  id: string;
  owner: string;
  asset: string;
  amountMinor: bigint;
  status: 'PENDING' | 'POSTED' | 'VOIDED';
};

type RawAccount = {
  id: string | bigint;
  owner: string;
  purpose: AccountPurpose;
  asset: string;
  balance_minor: string | bigint;
  version: string | bigint;
};

function toAccount(row: RawAccount): AccountRow {
  return {
    id: BigInt(row.id),
    owner: row.owner,
    purpose: row.purpose,
    asset: row.asset,
    balanceMinor: BigInt(row.balance_minor),
    version: BigInt(row.version),
  };
}

export function accountKeyText(key: AccountKey): string {
  return `${key.owner}/${key.purpose}/${key.asset}`;
}

/** Creates missing accounts in one statement, rows in a fixed order so concurrent creators never deadlock. */
export async function ensureAccounts(db: Executor, keys: AccountKey[]): Promise<void> {
  const unique = [...new Map(keys.map((key) => [accountKeyText(key), key])).values()].sort((a, b) =>
    accountKeyText(a).localeCompare(accountKeyText(b)),
  );
  if (unique.length === 0) return;
  const values = sql.join(
    unique.map((key) => sql`(${key.owner}, ${key.purpose}, ${key.asset})`),
    sql`, `,
  );
  await db.execute(
    sql`insert into ledger_accounts (owner, purpose, asset) values ${values} on conflict (owner, purpose, asset) do nothing`,
  );
}

/** Locks the accounts in id order (DESIGN.md §6), so two transactions never wait on each other in a circle. */
export async function lockAccounts(db: Executor, keys: AccountKey[]): Promise<AccountRow[]> {
  const tuples = sql.join(
    keys.map((key) => sql`(${key.owner}, ${key.purpose}, ${key.asset})`),
    sql`, `,
  );
  const rows = await queryRows<RawAccount>(
    db,
    sql`
    select id, owner, purpose, asset, balance_minor, version from ledger_accounts
     where (owner, purpose, asset) in (${tuples}) order by id for update`,
  );
  return rows.map(toAccount);
}

export async function accountsOfOwner(db: Executor, owner: string): Promise<AccountRow[]> {
  const rows = await queryRows<RawAccount>(
    db,
    sql`
    select id, owner, purpose, asset, balance_minor, version from ledger_accounts where owner = ${owner} order by asset, purpose`,
  );
  return rows.map(toAccount);
}

/** Balances of many owners at once, for lists. */
export async function accountsOfOwners(db: Executor, owners: string[]): Promise<AccountRow[]> {
  if (owners.length === 0) return [];
  const rows = await queryRows<RawAccount>(
    db,
    sql`
    select id, owner, purpose, asset, balance_minor, version from ledger_accounts
     where owner in (${sql.join(
       owners.map((owner) => sql`${owner}`),
       sql`, `,
     )})`,
  );
  return rows.map(toAccount);
}

/** Inserts the journal transaction unless its id exists; returns false for an existing id. */
export async function insertJournal(db: Executor, journal: JournalRow): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`
    insert into journal_transactions (id, kind, reference_type, reference_id, description, note_code, note_params, fingerprint)
    values (${journal.id}, ${journal.kind}, ${journal.referenceType}, ${journal.referenceId}, ${journal.description},
            ${journal.note.code}, ${JSON.stringify(journal.note.params)}::jsonb, ${journal.fingerprint})
    on conflict (id) do nothing returning id`,
  );
  return rows.length === 1;
}

export async function findJournalFingerprint(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await queryRows<{ fingerprint: string }>(
    db,
    sql`select fingerprint from journal_transactions where id = ${id}`,
  );
  return row?.fingerprint;
}

export async function insertPostings(
  db: Executor,
  transactionId: string,
  postings: { accountId: bigint; asset: string; amountMinor: bigint }[],
): Promise<void> {
  const values = sql.join(
    postings.map(
      (posting) =>
        sql`(${transactionId}, ${posting.accountId.toString()}::bigint, ${posting.asset}, ${posting.amountMinor.toString()}::bigint)`,
    ),
    sql`, `,
  );
  await db.execute(sql`insert into postings (transaction_id, account_id, asset, amount_minor) values ${values}`);
}

export async function insertHold(db: Executor, hold: Omit<HoldRow, 'status'>): Promise<void> {
  await db.execute(sql`
    insert into holds (id, owner, asset, amount_minor) values (${hold.id}, ${hold.owner}, ${hold.asset}, ${hold.amountMinor.toString()}::bigint)`);
}

export async function lockHold(db: Executor, id: string): Promise<HoldRow | undefined> {
  const [row] = await queryRows<{
    id: string;
    owner: string;
    asset: string;
    amount_minor: string | bigint;
    status: HoldRow['status'];
  }>(
    db,
    sql`
    select id, owner, asset, amount_minor, status from holds where id = ${id} for update`,
  );
  return (
    row && { id: row.id, owner: row.owner, asset: row.asset, amountMinor: BigInt(row.amount_minor), status: row.status }
  );
}

export async function decideHold(db: Executor, id: string, status: 'POSTED' | 'VOIDED'): Promise<void> {
  await db.execute(
    sql`update holds set status = ${status}, decided_at = now() where id = ${id} and status = 'PENDING'`,
  );
}

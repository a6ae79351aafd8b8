import { sql } from 'drizzle-orm';
import { jsonbParameter, queryRows, type Executor } from '@mc/platform';
import { accountKeyText, type AccountKey, type AccountRow, type JournalRow } from './ledger.repository';

/**
 * The ledger's SQL for many journal transactions at once (a batch of mining accruals): each call is one
 * statement over a JSON array, whatever the batch's size, so a batch costs a few round trips, not
 * a few per transaction.
 */

export type PostingOfSet = { transactionId: string; accountId: bigint; asset: string; amountMinor: bigint };

type RawAccount = {
  id: string;
  owner: string;
  purpose: AccountRow['purpose'];
  asset: string;
  balance_minor: string;
  version: string;
};

/** Inserts the journal rows whose id is new, in id order (concurrent batches then never wait in a circle). Returns the new ids. */
export async function insertJournalSet(db: Executor, journals: JournalRow[]): Promise<Set<string>> {
  if (journals.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    insert into journal_transactions (id, kind, reference_type, reference_id, description, note_code, note_params, fingerprint)
    select j.id, j.kind, j.reference_type, j.reference_id, j.description, j.note_code, j.note_params, j.fingerprint
      from jsonb_to_recordset(${jsonbParameter(
        journals.map((journal) => ({
          id: journal.id,
          kind: journal.kind,
          reference_type: journal.referenceType,
          reference_id: journal.referenceId,
          description: journal.description,
          note_code: journal.note.code,
          note_params: journal.note.params,
          fingerprint: journal.fingerprint,
        })),
      )}) as j (id text, kind text, reference_type text, reference_id text, description text, note_code text, note_params jsonb, fingerprint text)
     order by j.id
    on conflict (id) do nothing returning id`,
  );
  return new Set(rows.map((row) => row.id));
}

/** The stored fingerprints of these journal transactions (those that exist). */
export async function journalFingerprints(db: Executor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: string; fingerprint: string }>(
    db,
    sql`
    select t.id, t.fingerprint from journal_transactions t
     where t.id in (select k.id from jsonb_to_recordset(${jsonbParameter(ids.map((id) => ({ id })))}) as k (id text))`,
  );
  return new Map(rows.map((row) => [row.id, row.fingerprint]));
}

const toAccount = (row: RawAccount): AccountRow => ({
  id: BigInt(row.id),
  owner: row.owner,
  purpose: row.purpose,
  asset: row.asset,
  balanceMinor: BigInt(row.balance_minor),
  version: BigInt(row.version),
});

const keyRecords = (keys: AccountKey[]) =>
  jsonbParameter(keys.map((key) => ({ owner: key.owner, purpose: key.purpose, asset: key.asset })));

/** Locks the accounts that exist, in id order like `lockAccounts` (DESIGN.md §6), in one statement. */
export async function lockAccountSet(db: Executor, keys: AccountKey[]): Promise<AccountRow[]> {
  if (keys.length === 0) return [];
  const rows = await queryRows<RawAccount>(
    db,
    sql`
    select a.id::text, a.owner, a.purpose, a.asset, a.balance_minor::text, a.version::text
      from ledger_accounts a
     where (a.owner, a.purpose, a.asset) in (
             select k.owner, k.purpose, k.asset from jsonb_to_recordset(${keyRecords(keys)}) as k (owner text, purpose text, asset text))
     order by a.id for update of a`,
  );
  return rows.map(toAccount);
}

/**
 * Creates the missing accounts in one statement, in the key order of `ensureAccounts`, so creators never
 * deadlock. Returns the rows it created (locked by their creation); a key another transaction created
 * meanwhile is left out.
 */
export async function createAccountSet(db: Executor, keys: AccountKey[]): Promise<AccountRow[]> {
  const unique = [...new Map(keys.map((key) => [accountKeyText(key), key])).values()].sort((a, b) =>
    accountKeyText(a).localeCompare(accountKeyText(b)),
  );
  if (unique.length === 0) return [];
  const rows = await queryRows<RawAccount>(
    db,
    sql`
    insert into ledger_accounts (owner, purpose, asset)
    select k.owner, k.purpose, k.asset
      from rows from (jsonb_to_recordset(${keyRecords(unique)}) as (owner text, purpose text, asset text))
           with ordinality as k (owner, purpose, asset, n)
     order by k.n
    on conflict (owner, purpose, asset) do nothing
    returning id::text, owner, purpose, asset, balance_minor::text, version::text`,
  );
  return rows.map(toAccount);
}

/**
 * Applies the postings of new journal transactions, in this order, through `ledger_post_set`
 * (migration 0009): running balances per posting, then each account's balance and version moved once.
 */
export async function insertPostingSet(db: Executor, postings: PostingOfSet[]): Promise<void> {
  if (postings.length === 0) return;
  await db.execute(
    sql`select ledger_post_set(${jsonbParameter(
      postings.map((posting, n) => ({
        n,
        transaction_id: posting.transactionId,
        account_id: posting.accountId.toString(),
        asset: posting.asset,
        amount_minor: posting.amountMinor.toString(),
      })),
    )})`,
  );
}

import type { Executor } from '@mc/platform';
import { accountKeyText, type AccountKey, type AccountRow } from '../db/ledger.repository';
import {
  createAccountSet,
  insertJournalSet,
  insertPostingSet,
  journalFingerprints,
  lockAccountSet,
} from '../db/ledger-sets.repository';
import { fundsError } from '../errors';
import { englishNote } from './notes';
import { assertWellFormed, customersOf, fingerprintOf, netChanges, refuseOverdraft, type JournalEntry } from './ledger';

export type PostManyOutcome = {
  /** Journal ids posted by this call, in the order given. */
  posted: string[];
  /** Journal ids that were already posted with the same content (or given twice): nothing moved for them. */
  replayed: string[];
  /** The customers whose balances this call moved. */
  customers: string[];
};

type Fingerprinted = { entry: JournalEntry; fingerprint: string };

/**
 * Posts many journal transactions inside the caller's database transaction, as that many `post`s in
 * this order would, with a few statements for the whole set: one insert of the journal rows, one
 * fingerprint read for the ids that existed, the accounts created and locked in id order, and one
 * call of `ledger_post_set`, which inserts the postings and moves each account's balance once by its
 * sum (the platform's EXPENSE account of a batch of accruals: one update, not a thousand).
 * A replayed id posts nothing; an id seen with other content is IDEMPOTENCY_CONFLICT and an overdraft
 * INSUFFICIENT_FUNDS, both before anything is posted (the caller's transaction is then rolled back).
 */
export async function postMany(tx: Executor, entries: JournalEntry[]): Promise<PostManyOutcome> {
  const { distinct, repeated } = distinctById(entries);
  const inserted = await insertJournalSet(
    tx,
    distinct.map(({ entry, fingerprint }) => ({ ...entry, description: englishNote(entry.note), fingerprint })),
  );
  const fresh = distinct.filter(({ entry }) => inserted.has(entry.id));
  const existing = distinct.filter(({ entry }) => !inserted.has(entry.id));
  await refuseChangedReplays(tx, existing);
  if (fresh.length > 0)
    await postFresh(
      tx,
      fresh.map(({ entry }) => entry),
    );
  return {
    posted: fresh.map(({ entry }) => entry.id),
    replayed: [...existing.map(({ entry }) => entry.id), ...repeated],
    customers: [...new Set(fresh.flatMap(({ entry }) => customersOf(entry)))],
  };
}

/** Each id once, in first-seen order; a second copy must carry the same content, as a replay would. */
function distinctById(entries: JournalEntry[]): { distinct: Fingerprinted[]; repeated: string[] } {
  const byId = new Map<string, Fingerprinted>();
  const repeated: string[] = [];
  for (const entry of entries) {
    assertWellFormed(entry);
    const fingerprint = fingerprintOf(entry);
    const first = byId.get(entry.id);
    if (!first) byId.set(entry.id, { entry, fingerprint });
    else if (first.fingerprint !== fingerprint) throw conflict(entry.id);
    else repeated.push(entry.id);
  }
  return { distinct: [...byId.values()], repeated };
}

async function refuseChangedReplays(tx: Executor, existing: Fingerprinted[]): Promise<void> {
  const stored = await journalFingerprints(
    tx,
    existing.map(({ entry }) => entry.id),
  );
  const changed = existing.find(({ entry, fingerprint }) => stored.get(entry.id) !== fingerprint);
  if (changed) throw conflict(changed.entry.id);
}

async function postFresh(tx: Executor, entries: JournalEntry[]): Promise<void> {
  const accounts = await lockedAccountSet(
    tx,
    entries.flatMap((entry) => entry.movements.map((movement) => movement.account)),
  );
  refuseOverdrafts(entries, accounts);
  await insertPostingSet(
    tx,
    entries.flatMap((entry) =>
      entry.movements.map((movement) => ({
        transactionId: entry.id,
        accountId: accounts.get(accountKeyText(movement.account))!.id,
        asset: movement.account.asset,
        amountMinor: movement.amountMinor,
      })),
    ),
  );
}

/**
 * Like `post`'s lock: the existing accounts locked in id order, the missing ones created (a new row is
 * locked by its creation). Should another transaction create one of them meanwhile, all are locked
 * again in id order.
 */
async function lockedAccountSet(tx: Executor, keys: AccountKey[]): Promise<Map<string, AccountRow>> {
  const unique = [...new Map(keys.map((key) => [accountKeyText(key), key])).values()];
  let rows = await lockAccountSet(tx, unique);
  if (rows.length < unique.length) {
    const found = new Set(rows.map(accountKeyText));
    const created = await createAccountSet(
      tx,
      unique.filter((key) => !found.has(accountKeyText(key))),
    );
    rows = rows.length + created.length === unique.length ? [...rows, ...created] : await lockAccountSet(tx, unique);
  }
  return new Map(rows.map((row) => [accountKeyText(row), row]));
}

/** Each entry against the balances the entries before it leave, as consecutive `post`s would see them. */
function refuseOverdrafts(entries: JournalEntry[], accounts: Map<string, AccountRow>): void {
  const balances = new Map([...accounts].map(([key, account]) => [key, account.balanceMinor]));
  for (const entry of entries) {
    refuseOverdraft(entry, accounts, (account) => balances.get(accountKeyText(account))!);
    for (const [key, delta] of netChanges(entry)) balances.set(key, balances.get(key)! + delta);
  }
}

function conflict(id: string) {
  return fundsError('IDEMPOTENCY_CONFLICT', `Journal transaction ${id} was already posted with other content`, {
    id,
  });
}

import { createHash } from 'node:crypto';
import type { Executor } from '@mc/platform';
import {
  accountKeyText,
  decideHold,
  ensureAccounts,
  findJournalFingerprint,
  insertHold,
  insertJournal,
  insertPostings,
  lockAccounts,
  lockHold,
  type AccountKey,
  type AccountRow,
  type HoldRow,
} from '../db/ledger.repository';
import { fundsError } from '../errors';
import { englishNote, type JournalNote } from './notes';

/** One side of a journal transaction: a signed amount on an account (positive credits it). */
export type Movement = { account: AccountKey; amountMinor: bigint };

export type JournalEntry = {
  /** Chosen by the caller from the business fact it records, e.g. `deposit:<id>:confirm`: the same fact posts once. */
  id: string;
  /** One of ENTRY_KINDS (notes.ts) for what the statement shows; the ledger itself takes any. */
  kind: string;
  referenceType: string;
  referenceId: string;
  /** What the statement says: a code the reader's screen words, kept in English beside it. */
  note: JournalNote;
  movements: Movement[];
};

export type PostOutcome = { replayed: boolean; customers: string[] };

export type HoldRequest = Omit<JournalEntry, 'id' | 'movements'> & {
  holdId: string;
  owner: string;
  asset: string;
  amountMinor: bigint;
};

export type HoldSettlement = Omit<JournalEntry, 'id' | 'movements' | 'referenceType' | 'referenceId'> & {
  /** Where the held money goes; must add up to the hold. */
  destinations: Movement[];
};

export const PLATFORM = 'platform';
export const MAX_MOVEMENTS = 16;

export const customerAccount = (
  owner: string,
  asset: string,
  purpose: 'AVAILABLE' | 'HELD' = 'AVAILABLE',
): AccountKey => ({ owner, purpose, asset });
export const platformAccount = (
  purpose: Exclude<AccountKey['purpose'], 'AVAILABLE' | 'HELD'>,
  asset: string,
): AccountKey => ({ owner: PLATFORM, purpose, asset });

/**
 * Posts journal transactions inside the caller's database transaction, so a deposit's status and
 * its money move together or not at all. Balances are moved by the database trigger, never here.
 */
export async function post(tx: Executor, entry: JournalEntry): Promise<PostOutcome> {
  assertWellFormed(entry);
  const customers = customersOf(entry);
  const fingerprint = fingerprintOf(entry);
  if (!(await insertJournal(tx, { ...entry, description: englishNote(entry.note), fingerprint }))) {
    if ((await findJournalFingerprint(tx, entry.id)) !== fingerprint) {
      throw fundsError(
        'IDEMPOTENCY_CONFLICT',
        `Journal transaction ${entry.id} was already posted with other content`,
        { id: entry.id },
      );
    }
    return { replayed: true, customers };
  }
  const accounts = await lockedAccounts(
    tx,
    entry.movements.map((movement) => movement.account),
  );
  refuseOverdraft(entry, accounts);
  await insertPostings(
    tx,
    entry.id,
    entry.movements.map((movement) => ({
      accountId: accounts.get(accountKeyText(movement.account))!.id,
      asset: movement.account.asset,
      amountMinor: movement.amountMinor,
    })),
  );
  return { replayed: false, customers };
}

/** A placement's outcome, with the hold's status: PENDING when placed now, as it stands when replayed. */
export type PlacedHoldOutcome = PostOutcome & { status: HoldRow['status'] };

/** Moves available → held and records the hold, once per hold id. */
export async function placeHold(tx: Executor, request: HoldRequest): Promise<PlacedHoldOutcome> {
  const existing = await lockHold(tx, request.holdId);
  if (!existing)
    await insertHold(tx, {
      id: request.holdId,
      owner: request.owner,
      asset: request.asset,
      amountMinor: request.amountMinor,
    });
  else if (
    existing.owner !== request.owner ||
    existing.asset !== request.asset ||
    existing.amountMinor !== request.amountMinor
  ) {
    throw fundsError('IDEMPOTENCY_CONFLICT', `Hold ${request.holdId} exists with other figures`, {
      id: request.holdId,
    });
  }
  const outcome = await post(tx, {
    ...request,
    id: `hold:${request.holdId}`,
    movements: [
      { account: customerAccount(request.owner, request.asset), amountMinor: -request.amountMinor },
      { account: customerAccount(request.owner, request.asset, 'HELD'), amountMinor: request.amountMinor },
    ],
  });
  return { ...outcome, status: existing?.status ?? 'PENDING' };
}

/** Posts a pending hold: held → destinations. Posting it again is a replay; posting a voided one is refused. */
export async function postHold(tx: Executor, holdId: string, settlement: HoldSettlement): Promise<PostOutcome> {
  return settle(tx, holdId, 'POSTED', settlement.destinations, settlement);
}

/** Voids a pending hold: held → available. */
export async function voidHold(
  tx: Executor,
  holdId: string,
  details: Omit<HoldSettlement, 'destinations'>,
): Promise<PostOutcome> {
  return settle(tx, holdId, 'VOIDED', undefined, details);
}

async function settle(
  tx: Executor,
  holdId: string,
  outcome: 'POSTED' | 'VOIDED',
  destinations: Movement[] | undefined,
  details: Omit<HoldSettlement, 'destinations'>,
): Promise<PostOutcome> {
  const hold = await lockHold(tx, holdId);
  if (!hold) throw fundsError('HOLD_NOT_FOUND', `No hold ${holdId}`, { id: holdId });
  if (hold.status !== 'PENDING' && hold.status !== outcome) {
    throw fundsError('HOLD_DECIDED', `Hold ${holdId} is already ${hold.status.toLowerCase()}`, {
      id: holdId,
      status: hold.status,
    });
  }
  const targets = destinations ?? [{ account: customerAccount(hold.owner, hold.asset), amountMinor: hold.amountMinor }];
  const result = await post(tx, {
    ...details,
    id: `hold:${holdId}:${outcome.toLowerCase()}`,
    referenceType: 'hold',
    referenceId: holdId,
    movements: [
      { account: customerAccount(hold.owner, hold.asset, 'HELD'), amountMinor: -hold.amountMinor },
      ...targets,
    ],
  });
  if (hold.status === 'PENDING') await decideHold(tx, holdId, outcome);
  return result;
}

async function lockedAccounts(tx: Executor, keys: AccountKey[]): Promise<Map<string, AccountRow>> {
  let rows = await lockAccounts(tx, keys);
  if (rows.length < new Set(keys.map(accountKeyText)).size) {
    await ensureAccounts(tx, keys);
    rows = await lockAccounts(tx, keys);
  }
  return new Map(rows.map((row) => [accountKeyText(row), row]));
}

/**
 * Checked here for a clear refusal; the database CHECK is the backstop. `balanceOf` is the account's
 * balance before this entry (the locked row's, unless earlier entries of the same set moved it).
 */
export function refuseOverdraft(
  entry: JournalEntry,
  accounts: Map<string, AccountRow>,
  balanceOf: (account: AccountRow) => bigint = (account) => account.balanceMinor,
): void {
  for (const [key, delta] of netChanges(entry)) {
    const account = accounts.get(key)!;
    if (account.owner !== PLATFORM && balanceOf(account) + delta < 0n) {
      throw fundsError(
        'INSUFFICIENT_FUNDS',
        `Not enough ${account.asset} ${account.purpose === 'HELD' ? 'held' : 'available'} for this`,
        { asset: account.asset },
      );
    }
  }
}

/** What the entry does to each account it touches, by account key text. */
export function netChanges(entry: JournalEntry): Map<string, bigint> {
  const change = new Map<string, bigint>();
  for (const movement of entry.movements) {
    const key = accountKeyText(movement.account);
    change.set(key, (change.get(key) ?? 0n) + movement.amountMinor);
  }
  return change;
}

/** The customers (not the platform) whose accounts the entry touches. */
export function customersOf(entry: JournalEntry): string[] {
  return [...new Set(entry.movements.map((movement) => movement.account.owner).filter((owner) => owner !== PLATFORM))];
}

export function assertWellFormed(entry: JournalEntry): void {
  if (entry.movements.length < 2 || entry.movements.length > MAX_MOVEMENTS)
    throw new Error(`Journal ${entry.id}: 2 to ${MAX_MOVEMENTS} movements`);
  const sums = new Map<string, bigint>();
  for (const movement of entry.movements) {
    if (movement.amountMinor === 0n) throw new Error(`Journal ${entry.id}: a movement of zero`);
    sums.set(movement.account.asset, (sums.get(movement.account.asset) ?? 0n) + movement.amountMinor);
  }
  for (const [asset, sum] of sums)
    if (sum !== 0n) throw new Error(`Journal ${entry.id} does not balance in ${asset} (${sum})`);
}

/** A hash of what the entry records (not its description): the same id with another fingerprint is a conflict. */
export function fingerprintOf(entry: JournalEntry): string {
  const movements = entry.movements
    .map((movement) => `${accountKeyText(movement.account)}=${movement.amountMinor}`)
    .sort();
  return createHash('sha256')
    .update(JSON.stringify([entry.kind, entry.referenceType, entry.referenceId, movements]))
    .digest('hex');
}

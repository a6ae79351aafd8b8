import { randomBytes } from 'node:crypto';
import type { LeafBalance, LeafFields } from '@mc/contracts';
import type { Executor } from '@mc/platform';
import {
  latestSnapshot,
  leavesOf,
  type AmountsByAsset,
  type LeafRow,
  type OwedRow,
} from '../db/liability-proofs.repository';
import { leafHash, merkleLevels, rootHex } from './merkle';

export type BuiltSnapshot = {
  rootHash: string;
  leafCount: number;
  totals: AmountsByAsset;
  leaves: Omit<LeafRow, 'snapshotId'>[];
};

/** 32 random bytes per customer and snapshot: a leaf hash cannot be tested against guessed balances. */
export const newSalt = (): string => randomBytes(32).toString('hex');

/** One leaf per customer in user id order (so the same balances give the same tree shape), the root and the totals. */
export function buildSnapshot(owed: readonly OwedRow[], saltOf: () => string = newSalt): BuiltSnapshot {
  const byUser = new Map<string, AmountsByAsset>();
  const totals = new Map<string, bigint>();
  for (const row of owed) {
    if (row.amountMinor < 0n)
      throw new Error(`negative customer balance ${row.userId}/${row.asset}: the ledger guard failed`);
    byUser.set(row.userId, { ...byUser.get(row.userId), [row.asset]: row.amountMinor.toString() });
    totals.set(row.asset, (totals.get(row.asset) ?? 0n) + row.amountMinor);
  }
  const userIds = [...byUser.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const leaves = userIds.map((userId, leafIndex) => {
    const salt = saltOf();
    const balances = byUser.get(userId)!;
    return {
      leafIndex,
      userId,
      balances,
      salt,
      leafHash: leafHash(leafFieldsOf({ userId, salt, balances })).toString('hex'),
    };
  });
  return {
    rootHash: rootHex(merkleLevels(leaves.map((leaf) => Buffer.from(leaf.leafHash, 'hex')))),
    leafCount: leaves.length,
    totals: Object.fromEntries([...totals].map(([asset, total]) => [asset, total.toString()])),
    leaves,
  };
}

export function leafFieldsOf(leaf: Pick<LeafRow, 'userId' | 'salt' | 'balances'>): LeafFields {
  const balances: LeafBalance[] = Object.entries(leaf.balances).map(([assetCode, amountMinor]) => ({
    assetCode,
    amountMinor,
  }));
  return { userId: leaf.userId, salt: leaf.salt, balances };
}

/** For `ledger:verify`: the latest snapshot's leaves and root must still recompute from what is stored. */
export async function latestProofMismatches(db: Executor): Promise<unknown[]> {
  const snapshot = await latestSnapshot(db);
  if (!snapshot) return [];
  const leaves = await leavesOf(db, snapshot.id);
  const offenders: unknown[] = leaves
    .filter((leaf) => leafHash(leafFieldsOf(leaf)).toString('hex') !== leaf.leafHash)
    .map((leaf) => ({ snapshotId: snapshot.id, leafIndex: leaf.leafIndex }));
  const recomputedRoot = rootHex(merkleLevels(leaves.map((leaf) => Buffer.from(leaf.leafHash, 'hex'))));
  if (recomputedRoot !== snapshot.rootHash || leaves.length !== snapshot.leafCount) {
    offenders.push({
      snapshotId: snapshot.id,
      storedRoot: snapshot.rootHash,
      recomputedRoot,
      leafCount: snapshot.leafCount,
      leaves: leaves.length,
    });
  }
  return offenders;
}

import { recordAudit } from '@mc/platform';
import type { PathStep } from '@mc/contracts';
import type { Database } from '@mc/platform';
import type { Actor } from '../access/access';
import { requestIdOf } from '../access/input';
import {
  amountsOwedToCustomers,
  findLeaf,
  findSnapshot,
  insertLeaves,
  insertSnapshot,
  latestSnapshot,
  leavesOf,
  type LeafRow,
  type SnapshotRow,
} from '../db/liability-proofs.repository';
import { hasDatabaseCode } from '../work';
import { buildSnapshot } from './liability-snapshot';
import { inclusionPath, merkleLevels } from './merkle';

export type InclusionProof = { snapshot: SnapshotRow; leaf: LeafRow; path: PathStep[] };

/** A concurrent publish of the same request committed first (serialization failure under repeatable read, or the key). */
const LOST_RACE_CODES = new Set(['40001', '23505']);

/**
 * The proof of liabilities (DESIGN.md §6): an admin publishes a Merkle root of every customer's
 * balances; each customer reads the path from their leaf to that root and checks it themself.
 */
export class LiabilityProofService {
  /** The latest snapshot's tree levels: snapshots never change, so the cache can never be stale. */
  private cachedTree: { snapshotId: string; levels: Buffer[][] } | undefined;

  constructor(private readonly database: Database) {}

  /** The same requestId again returns the first snapshot; two at once make one. */
  async publish(actor: Actor, requestId?: string | null): Promise<SnapshotRow> {
    const id = requestIdOf(requestId);
    const existing = await findSnapshot(this.database.orm, id);
    if (existing) return existing;
    try {
      await this.database.orm.transaction(
        async (tx) => {
          // Repeatable read: every balance is read from one snapshot of the ledger, as of one instant.
          const built = buildSnapshot(await amountsOwedToCustomers(tx));
          const snapshot = {
            id,
            publishedByAdminId: actor.adminId,
            rootHash: built.rootHash,
            leafCount: built.leafCount,
            totals: built.totals,
          };
          if (!(await insertSnapshot(tx, snapshot))) return;
          await insertLeaves(
            tx,
            built.leaves.map((leaf) => ({ ...leaf, snapshotId: id })),
          );
          await recordAudit(tx, actor, {
            operation: 'liability_proof.published',
            targetType: 'liability_proof',
            targetId: id,
            after: snapshot,
          });
        },
        { isolationLevel: 'repeatable read' },
      );
    } catch (error) {
      if (!hasDatabaseCode(error, LOST_RACE_CODES)) throw error;
    }
    const published = await findSnapshot(this.database.orm, id);
    if (!published) throw new Error(`liability snapshot ${id} was neither published nor found`);
    return published;
  }

  async latest(): Promise<SnapshotRow | null> {
    return (await latestSnapshot(this.database.orm)) ?? null;
  }

  /** Null when nothing is published yet, or the customer was owed nothing when it was. */
  async inclusionOf(userId: string): Promise<InclusionProof | null> {
    const snapshot = await latestSnapshot(this.database.orm);
    const leaf = snapshot && (await findLeaf(this.database.orm, snapshot.id, userId));
    if (!snapshot || !leaf) return null;
    return { snapshot, leaf, path: inclusionPath(await this.levelsOf(snapshot.id), leaf.leafIndex) };
  }

  private async levelsOf(snapshotId: string): Promise<Buffer[][]> {
    if (this.cachedTree?.snapshotId !== snapshotId) {
      const leaves = await leavesOf(this.database.orm, snapshotId);
      this.cachedTree = { snapshotId, levels: merkleLevels(leaves.map((leaf) => Buffer.from(leaf.leafHash, 'hex'))) };
    }
    return this.cachedTree.levels;
  }
}

import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '@mc/platform';

/** All SQL of the proof of liabilities: what customers are owed, and the published snapshots and leaves. */

/** Amounts per asset in minor units, as decimal strings (JSON cannot carry a bigint). */
export type AmountsByAsset = Record<string, string>;
export type SnapshotRow = {
  id: string;
  publishedAt: Date;
  publishedByAdminId: string;
  rootHash: string;
  leafCount: number;
  totals: AmountsByAsset;
};
export type LeafRow = {
  snapshotId: string;
  leafIndex: number;
  userId: string;
  balances: AmountsByAsset;
  salt: string;
  leafHash: string;
};
export type OwedRow = { userId: string; asset: string; amountMinor: bigint };

type RawSnapshot = {
  id: string;
  published_at: string | Date;
  published_by_admin_id: string;
  root_hash: string;
  leaf_count: number;
  totals: AmountsByAsset;
};
type RawLeaf = {
  snapshot_id: string;
  leaf_index: number;
  user_id: string;
  balances: AmountsByAsset;
  salt: string;
  leaf_hash: string;
};

const SNAPSHOT_COLUMNS = sql`id, published_at, published_by_admin_id, root_hash, leaf_count, totals`;
const LEAF_COLUMNS = sql`snapshot_id, leaf_index, user_id, balances, salt, leaf_hash`;
/** Rows per insert statement: far below the 65 535 bind parameters a statement may carry. */
const LEAVES_PER_INSERT = 1000;

/** Available + held per customer and asset, non-zero only; platform accounts are not liabilities to customers. */
export async function amountsOwedToCustomers(db: Executor): Promise<OwedRow[]> {
  const rows = await queryRows<{ owner: string; asset: string; amount_minor: string }>(
    db,
    sql`
    select owner, asset, sum(balance_minor)::text as amount_minor from ledger_accounts
     where owner <> 'platform' and purpose in ('AVAILABLE', 'HELD')
     group by owner, asset having sum(balance_minor) <> 0`,
  );
  return rows.map((row) => ({ userId: row.owner, asset: row.asset, amountMinor: BigInt(row.amount_minor) }));
}

/** False when a snapshot with this id exists already (the same request, published before). */
export async function insertSnapshot(db: Executor, snapshot: Omit<SnapshotRow, 'publishedAt'>): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`
    insert into liability_snapshots (id, published_by_admin_id, root_hash, leaf_count, totals)
    values (${snapshot.id}, ${snapshot.publishedByAdminId}, ${snapshot.rootHash}, ${snapshot.leafCount}, ${JSON.stringify(snapshot.totals)}::jsonb)
    on conflict (id) do nothing returning id`,
  );
  return rows.length === 1;
}

export async function insertLeaves(db: Executor, leaves: LeafRow[]): Promise<void> {
  for (let start = 0; start < leaves.length; start += LEAVES_PER_INSERT) {
    const values = sql.join(
      leaves
        .slice(start, start + LEAVES_PER_INSERT)
        .map(
          (leaf) =>
            sql`(${leaf.snapshotId}, ${leaf.leafIndex}, ${leaf.userId}, ${JSON.stringify(leaf.balances)}::jsonb, ${leaf.salt}, ${leaf.leafHash})`,
        ),
      sql`, `,
    );
    await db.execute(sql`insert into liability_leaves (${LEAF_COLUMNS}) values ${values}`);
  }
}

export async function findSnapshot(db: Executor, id: string): Promise<SnapshotRow | undefined> {
  const [row] = await queryRows<RawSnapshot>(
    db,
    sql`select ${SNAPSHOT_COLUMNS} from liability_snapshots where id = ${id}`,
  );
  return row && toSnapshot(row);
}

export async function latestSnapshot(db: Executor): Promise<SnapshotRow | undefined> {
  const [row] = await queryRows<RawSnapshot>(
    db,
    sql`select ${SNAPSHOT_COLUMNS} from liability_snapshots order by published_at desc, id limit 1`,
  );
  return row && toSnapshot(row);
}

export async function findLeaf(db: Executor, snapshotId: string, userId: string): Promise<LeafRow | undefined> {
  const [row] = await queryRows<RawLeaf>(
    db,
    sql`select ${LEAF_COLUMNS} from liability_leaves where snapshot_id = ${snapshotId} and user_id = ${userId}`,
  );
  return row && toLeaf(row);
}

/** Every leaf of a snapshot in tree order, to rebuild the tree an inclusion path is read from. */
export async function leavesOf(db: Executor, snapshotId: string): Promise<LeafRow[]> {
  const rows = await queryRows<RawLeaf>(
    db,
    sql`select ${LEAF_COLUMNS} from liability_leaves where snapshot_id = ${snapshotId} order by leaf_index`,
  );
  return rows.map(toLeaf);
}

function toSnapshot(row: RawSnapshot): SnapshotRow {
  return {
    id: row.id,
    publishedAt: new Date(row.published_at),
    publishedByAdminId: row.published_by_admin_id,
    rootHash: row.root_hash,
    leafCount: Number(row.leaf_count),
    totals: jsonObject(row.totals),
  };
}

function toLeaf(row: RawLeaf): LeafRow {
  return {
    snapshotId: row.snapshot_id,
    leafIndex: Number(row.leaf_index),
    userId: row.user_id,
    balances: jsonObject(row.balances),
    salt: row.salt,
    leafHash: row.leaf_hash,
  };
}

/** The pg driver parses jsonb; a driver that hands back text is parsed here. */
function jsonObject(value: AmountsByAsset | string): AmountsByAsset {
  return typeof value === 'string' ? (JSON.parse(value) as AmountsByAsset) : value;
}

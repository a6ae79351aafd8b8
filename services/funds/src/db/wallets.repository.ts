import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '@mc/platform';
import { depositAddresses, wallets } from './schema';

export type WalletRow = typeof wallets.$inferSelect;
export type Crypto = WalletRow['crypto'];
export type WalletWithCount = WalletRow & { assignedCount: number };

const assignedCount = sql<number>`(select count(*)::int from deposit_addresses d where d.wallet_id = ${wallets.id})`;

export async function listWallets(db: Executor, search?: string): Promise<WalletWithCount[]> {
  const where = search
    ? ilike(wallets.address, `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`)
    : undefined;
  return db
    .select({ ...walletColumns(), assignedCount })
    .from(wallets)
    .where(where)
    .orderBy(asc(wallets.crypto), asc(wallets.createdAt));
}

export async function findWallet(db: Executor, id: string): Promise<WalletWithCount | undefined> {
  const [row] = await db
    .select({ ...walletColumns(), assignedCount })
    .from(wallets)
    .where(eq(wallets.id, id));
  return row;
}

export async function lockWallet(db: Executor, id: string): Promise<WalletRow | undefined> {
  const [row] = await db.select().from(wallets).where(eq(wallets.id, id)).for('update');
  return row;
}

export async function lockWalletByAddress(db: Executor, address: string): Promise<void> {
  await db.select({ id: wallets.id }).from(wallets).where(eq(wallets.address, address)).for('update');
}

/** Returns undefined when the address is in the pool already. */
export async function insertWallet(db: Executor, address: string, crypto: Crypto): Promise<WalletRow | undefined> {
  const [row] = await db.insert(wallets).values({ address, crypto }).onConflictDoNothing().returning();
  return row;
}

/** Returns undefined when another wallet has that address. */
export async function changeWalletAddress(db: Executor, id: string, address: string): Promise<WalletRow | undefined> {
  const taken = await db
    .select({ id: wallets.id })
    .from(wallets)
    .where(and(eq(wallets.address, address), sql`${wallets.id} <> ${id}`));
  if (taken.length > 0) return undefined;
  const [row] = await db
    .update(wallets)
    .set({ address, updatedAt: sql`now()` })
    .where(eq(wallets.id, id))
    .returning();
  return row;
}

/** The customer's sticky address of one crypto, if assigned. */
export async function assignedAddress(db: Executor, userId: string, crypto: Crypto): Promise<string | undefined> {
  const [row] = await db
    .select({ address: wallets.address })
    .from(depositAddresses)
    .innerJoin(wallets, eq(wallets.id, depositAddresses.walletId))
    .where(and(eq(depositAddresses.userId, userId), eq(depositAddresses.crypto, crypto)));
  return row?.address;
}

/**
 * Assigns the least-used wallet of that crypto to the customer, once: a concurrent assignment
 * loses the insert race and reads the winner's.
 */
export async function assignAddress(db: Executor, userId: string, crypto: Crypto): Promise<string | undefined> {
  await queryRows(
    db,
    sql`
    insert into deposit_addresses (user_id, crypto, wallet_id)
    select ${userId}, ${crypto}, w.id from wallets w
     where w.crypto = ${crypto}
     order by (select count(*) from deposit_addresses d where d.wallet_id = w.id), w.created_at, w.id
     limit 1
    on conflict (user_id, crypto) do nothing`,
  );
  return assignedAddress(db, userId, crypto);
}

function walletColumns() {
  return {
    id: wallets.id,
    address: wallets.address,
    crypto: wallets.crypto,
    createdAt: wallets.createdAt,
    updatedAt: wallets.updatedAt,
  };
}

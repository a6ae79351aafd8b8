import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '@mc/platform';
import type { ContractRow } from './contracts.repository';
import { boosterSwitches, contracts, pledgePayouts, reinvestments, type Coin } from './schema';

/** All SQL of the Income Booster and of the payouts directed away from the customer's balance. */

export type ReinvestmentRow = typeof reinvestments.$inferSelect;
export type NewReinvestment = typeof reinvestments.$inferInsert;
export type PledgePayoutRow = typeof pledgePayouts.$inferSelect;

/** Switches the booster and records the switch; `undefined` when it already was so. */
export async function switchBooster(
  db: Executor,
  contract: ContractRow,
  enabled: boolean,
  userId: string,
  at: Date,
): Promise<ContractRow> {
  if (contract.boosterEnabled === enabled) return contract;
  const [row] = await db
    .update(contracts)
    .set({ boosterEnabled: enabled, updatedAt: at })
    .where(eq(contracts.id, contract.id))
    .returning();
  await db.insert(boosterSwitches).values({ contractId: contract.id, enabled, userId, at });
  return row;
}

/** A profitable accrual recorded by this run whose payout goes elsewhere than the customer's balance. */
export type DirectedAccrual = {
  contractId: string;
  userId: string;
  coin: Coin;
  planId: string;
  netCoinMinor: bigint;
  coinMicroUsd: bigint;
  journalId: string;
  boosterEnabled: boolean;
  pledgeId: string | null;
  priceUsd: number;
  hashrateThs: number;
};

/**
 * The day's profitable accruals recorded at `recordedAt` (this run's) of contracts with the booster on
 * or an open pledge, with the plan's price and the day's fixing rate. Driven from those few contracts
 * (both sets indexed), not from the day's million accruals.
 */
export async function directedAccruals(db: Executor, day: string, recordedAt: Date): Promise<DirectedAccrual[]> {
  const rows = await queryRows<{
    contract_id: string;
    user_id: string;
    coin: Coin;
    plan_id: string;
    net: string;
    rate: string;
    journal_id: string;
    booster_enabled: boolean;
    pledge_id: string | null;
    price_usd: number;
    hashrate_ths: number;
  }>(
    db,
    sql`select a.contract_id, a.user_id, a.coin, a.plan_id, a.net_coin_minor::text as net,
          a.coin_micro_usd::text as rate, a.journal_id, c.booster_enabled, pl.id as pledge_id, p.price_usd,
          p.hashrate_ths
        from (select id from contracts where booster_enabled
              union select contract_id from pledges where status in ('REQUESTED', 'ACTIVE', 'SETTLING')) directed
        join accruals a on a.contract_id = directed.id
        join contracts c on c.id = a.contract_id
        join plans p on p.id = a.plan_id
        left join pledges pl on pl.contract_id = a.contract_id and pl.status in ('REQUESTED', 'ACTIVE', 'SETTLING')
        where a.day = ${day}::date and a.recorded_at = ${recordedAt} and a.profitable
        order by a.contract_id`,
  );
  return rows.map((row) => ({
    contractId: row.contract_id,
    userId: row.user_id,
    coin: row.coin,
    planId: row.plan_id,
    netCoinMinor: BigInt(row.net),
    coinMicroUsd: BigInt(row.rate),
    journalId: row.journal_id,
    boosterEnabled: row.booster_enabled,
    pledgeId: row.pledge_id,
    priceUsd: Number(row.price_usd),
    hashrateThs: Number(row.hashrate_ths),
  }));
}

/** Records the reinvestments once per contract and day; returns those this call recorded. */
export async function insertReinvestments(db: Executor, rows: NewReinvestment[]): Promise<ReinvestmentRow[]> {
  const recorded: ReinvestmentRow[] = [];
  for (let start = 0; start < rows.length; start += 1_000) {
    const chunk = rows.slice(start, start + 1_000);
    recorded.push(...(await db.insert(reinvestments).values(chunk).onConflictDoNothing().returning()));
  }
  return recorded;
}

/**
 * Confirms a reinvestment funds posted and adds its hashrate to the contract, once: only a REQUESTED
 * row moves, so a redelivered confirmation adds nothing. Returns the MH/s added (0 when already done).
 */
export async function confirmReinvestment(
  db: Executor,
  confirmation: { contractId: string; accrualJournalId: string; ledgerJournalId: string },
  at: Date,
): Promise<bigint> {
  const [row] = await db
    .update(reinvestments)
    .set({ status: 'CONFIRMED', confirmedAt: at, ledgerJournalId: confirmation.ledgerJournalId })
    .where(
      and(
        eq(reinvestments.contractId, confirmation.contractId),
        eq(reinvestments.accrualJournalId, confirmation.accrualJournalId),
        eq(reinvestments.status, 'REQUESTED'),
      ),
    )
    .returning();
  if (!row) return 0n;
  await db
    .update(contracts)
    .set({ hashrateMhs: sql`${contracts.hashrateMhs} + ${row.hashrateMhs}`, updatedAt: at })
    .where(eq(contracts.id, row.contractId));
  return row.hashrateMhs;
}

export async function findReinvestment(db: Executor, accrualJournalId: string): Promise<ReinvestmentRow | undefined> {
  const [row] = await db.select().from(reinvestments).where(eq(reinvestments.accrualJournalId, accrualJournalId));
  return row;
}

/** Every reinvestment and pledged payout of the contracts, for the accrual history. */
export async function payoutDestinationsOf(db: Executor, contractIds: string[]) {
  if (contractIds.length === 0) return { reinvested: [], pledged: [] };
  const [reinvested, pledged] = await Promise.all([
    db.select().from(reinvestments).where(inArray(reinvestments.contractId, contractIds)),
    db.select().from(pledgePayouts).where(inArray(pledgePayouts.contractId, contractIds)),
  ]);
  return { reinvested, pledged };
}

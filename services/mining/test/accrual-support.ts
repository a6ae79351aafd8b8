import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AccrualBatchPostedV1 } from '@mc/contracts';
import { createLogger, Outbox, queryRows } from '@mc/platform';
import { AccrualService } from '../src/accruals/accrual.service';
import { addDays } from '../src/contracts/contract-rules';
import { insertHashprice } from '../src/db/parameters.repository';
import { saveDailyClose } from '../src/db/rates.repository';
import { microUsdOf } from '../src/rates/coin-rates';
import type { MiningHarness } from './mining-harness';

export const SETTLEMENT_DELAY_MS = 10 * 60_000;

/** An accrual service on the harness's database and clock (the service's own job runs only at its start). */
export function accrualService(harness: MiningHarness): AccrualService {
  const outbox = new Outbox(harness.database, { bus: harness.bus, logger: createLogger('accrual-test') });
  return new AccrualService(harness.database, outbox, () => harness.clock.now, SETTLEMENT_DELAY_MS);
}

/** Moves the clock to just after the day's settlement: the day before `day` is then due. */
export function settleBefore(harness: MiningHarness, day: string): void {
  harness.clock.now = Date.parse(`${day}T00:00:00Z`) + SETTLEMENT_DELAY_MS + 60_000;
}

/** An operator's hashprice from the start of the day (an admin's row: the simulator keeps its own days). */
export async function setHashprice(harness: MiningHarness, day: string, msatPerThDay: bigint): Promise<void> {
  await insertHashprice(harness.database.orm, {
    msatPerThDay,
    validFrom: new Date(`${day}T00:00:00Z`),
    setBy: randomUUID(),
    reason: 'Test hashprice',
    requestId: randomUUID(),
  });
}

/** The fixing rates (daily closes) of every day from `from` to `to`, both included. */
export async function setCloses(
  harness: MiningHarness,
  from: string,
  to: string,
  rates: Partial<Record<'BTC' | 'ETH' | 'BNB', number>>,
): Promise<void> {
  for (let day = from; day <= to; day = addDays(day, 1)) {
    for (const [coin, usd] of Object.entries(rates) as ['BTC' | 'ETH' | 'BNB', number][]) {
      await saveDailyClose(harness.database.orm, {
        coin,
        day,
        closeMicroUsd: microUsdOf(usd),
        candleStartedAt: new Date(`${day}T23:59:00Z`),
      });
    }
  }
}

export type StoredAccrual = {
  day: string;
  gross_sat: string;
  fee_micro_usd: string;
  net_sat: string;
  net_coin_minor: string;
  btc_micro_usd: string;
  coin_micro_usd: string;
  hashprice_msat_per_th_day: string;
  profitable: boolean;
  unprofitable_streak: number;
  journal_id: string;
};

export function accrualsOf(harness: MiningHarness, contractId: string): Promise<StoredAccrual[]> {
  return queryRows<StoredAccrual>(
    harness.database.orm,
    sql`select day::text, gross_sat::text, fee_micro_usd::text, net_sat::text, net_coin_minor::text,
          btc_micro_usd::text, coin_micro_usd::text, hashprice_msat_per_th_day::text, profitable,
          unprofitable_streak, journal_id
        from accruals where contract_id = ${contractId} order by day`,
  );
}

/** Every item mining announced for the contract in its outbox (what funds is asked to post). */
export async function announcedItems(harness: MiningHarness, contractId: string) {
  const rows = await queryRows<{ payload: AccrualBatchPostedV1 }>(
    harness.database.orm,
    sql`select payload from outbox where subject = 'mining.accrual.batch_posted'`,
  );
  return rows.flatMap((row) => row.payload.items).filter((item) => item.contractId === contractId);
}

/**
 * A contract granted by support, recorded directly with the given dates (purchases start the day
 * after payment and last a year; these let a test reach an expiry in a few days).
 */
export async function grantedContract(
  harness: MiningHarness,
  contract: { startsOn: string; termDays: number; planId?: string; coin?: string },
): Promise<string> {
  const id = randomUUID();
  const at = new Date(`${addDays(contract.startsOn, -1)}T12:00:00Z`);
  await harness.database.orm.execute(sql`
    insert into contracts (id, user_id, plan_id, coin, source, hashrate_mhs, term_days, starts_on, expires_on, status,
      created_at, updated_at)
    values (${id}, ${randomUUID()}, ${contract.planId ?? 'btc-1'}, ${contract.coin ?? 'BTC'}, 'SUPPORT_GRANT',
      2000000000, ${contract.termDays}, ${contract.startsOn}::date, ${addDays(contract.startsOn, contract.termDays)}::date,
      'MINING', ${at}, ${at})`);
  await harness.database.orm.execute(sql`
    insert into contract_transitions (contract_id, from_status, to_status, reason, acted_by, at, effective_on)
    values (${id}, null, 'MINING', 'Granted for a test', 'system', ${at}, ${addDays(contract.startsOn, -1)}::date)`);
  return id;
}

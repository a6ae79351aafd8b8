import pino from 'pino';
import type { AccrualBatchPostedV1 } from '@mc/contracts';
import { createMemoryBus, Outbox, serviceMigrations, type Database } from '@mc/platform';
import { createTestDatabase } from '@mc/platform/testing';
import { FUNDS_MIGRATIONS_DIR } from '@mc/funds';
import { verifyLedger } from '../../services/funds/src/ledger/verify';
import { postAccrualBatch } from '../../services/funds/src/mining/accrual-postings';
import { AccrualService } from '../../services/mining/src/accruals/accrual.service';
import { MINING_MIGRATIONS_DIR } from '../../services/mining/src/service';

/**
 * Mining accrual: one UTC day for N mining contracts (DESIGN.md §14). Mining's part is the set-based
 * run of the day (accrual rows, terminations check, batch events into the outbox, one transaction);
 * funds' part posts every batch as its consumer does (one transaction per batch of 1,000: one posting
 * set, `postMany`), on its own database, which `ledger:verify` then checks. Both on fresh databases made from the services' migrations.
 */
const DAY = '2031-05-02';

export type AccrualBench = {
  database: string;
  contracts: number;
  miningMs: number;
  fundsMs: number;
  posted: number;
  /** `ledger:verify` after the postings (not timed): every invariant held. */
  ledgerVerified: boolean;
};

export async function benchAccrual(contracts: number): Promise<AccrualBench> {
  const mining = await createTestDatabase('bench-accrual-mining', serviceMigrations(MINING_MIGRATIONS_DIR));
  const funds = await createTestDatabase('bench-accrual-funds', serviceMigrations(FUNDS_MIGRATIONS_DIR));
  const bus = createMemoryBus();
  try {
    await seedMining(mining, contracts);
    const outbox = new Outbox(mining, { bus, logger: pino({ level: 'silent' }) });
    // Just after the day's settlement time: the day is due.
    const accruals = new AccrualService(mining, outbox, () => Date.parse('2031-05-03T00:30:00Z'), 10 * 60_000);
    const miningStarted = performance.now();
    const [run] = await accruals.catchUp();
    const miningMs = performance.now() - miningStarted;
    const batches = (await mining.script((execute) =>
      execute(`select payload from outbox where subject = 'mining.accrual.batch_posted' order by event_id`),
    )) as { payload: AccrualBatchPostedV1 }[];
    const fundsStarted = performance.now();
    for (const { payload } of batches) await funds.orm.transaction((tx) => postAccrualBatch(tx, payload));
    const fundsMs = performance.now() - fundsStarted;
    const { ok } = await verifyLedger(funds);
    return { database: mining.name, contracts, miningMs, fundsMs, posted: run?.posted ?? 0, ledgerVerified: ok };
  } finally {
    await bus.close();
    await mining.close();
    await funds.close();
  }
}

/** N btc-1 … usdt-1 contracts mining the day (one customer each), the day's rates and hashprice. */
async function seedMining(database: Database, contracts: number): Promise<void> {
  await database.script(async (execute) => {
    await execute(
      `with created as (
         insert into contracts (id, user_id, plan_id, coin, source, hashrate_mhs, term_days, starts_on, expires_on,
           status, created_at, updated_at)
         select gen_random_uuid(), gen_random_uuid(), (array['btc-1', 'eth-1', 'usdt-1', 'bnb-1'])[1 + n % 4],
           (array['BTC', 'ETH', 'USDT', 'BNB'])[1 + n % 4], 'SUPPORT_GRANT', 2000000000 + n, 365, $2::date,
           $2::date + 365, 'MINING', now(), now()
         from generate_series(1, $1::integer) as n
         returning id)
       insert into contract_transitions (contract_id, from_status, to_status, reason, acted_by, at, effective_on)
       select id, null, 'MINING', 'Benchmark', 'system', now(), $2::date - 1 from created`,
      [contracts, DAY],
    );
    await execute(
      `insert into hashprice_history (msat_per_th_day, valid_from, set_by, reason, system_day)
       values (50000, $1::date::timestamptz, 'system', 'Benchmark', $1::date)`,
      [DAY],
    );
    await execute(
      `insert into coin_daily_closes (coin, day, close_micro_usd, candle_started_at)
       select coin, $1::date, close, $1::date + time '23:59' from (values ('BTC', 100000000000), ('ETH', 4000000000),
         ('BNB', 600000000)) as closes (coin, close)`,
      [DAY],
    );
    await execute('analyze');
  });
}

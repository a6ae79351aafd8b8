import { randomUUID } from 'node:crypto';
import { serviceMigrations, type Database } from '@mc/platform';
import { createTestDatabase } from '@mc/platform/testing';
import { FUNDS_MIGRATIONS_DIR } from '@mc/funds';
import { customerAccount, platformAccount, post } from '../../services/funds/src/ledger/ledger';
import { summarize, type LoadSummary } from './stats';

/**
 * Journal transactions per second with concurrent writers, straight on the ledger (each one a real
 * database transaction: balanced postings, sorted row locks, trigger-moved balances). "Spread"
 * moves money between many customers; "hot" credits one customer account every time.
 */
export const LEDGER_WRITERS = 16;
const SPREAD_CUSTOMERS = 1_000;
const MAX_TRANSACTIONS = 200_000;

export type LedgerBench = { database: string; spread: LoadSummary; hot: LoadSummary };

export async function benchLedger(durationMs: number): Promise<LedgerBench> {
  const database = await createTestDatabase('bench-ledger', serviceMigrations(FUNDS_MIGRATIONS_DIR));
  try {
    const customers = Array.from({ length: SPREAD_CUSTOMERS }, () => randomUUID());
    for (const customer of customers)
      await transfer(database, platformAccount('CUSTODY', 'USD'), customerAccount(customer, 'USD'), 1_000_000_000n);
    const spread = await drive(durationMs, () => {
      const from = customers[Math.floor(Math.random() * customers.length)];
      const to = customers[Math.floor(Math.random() * customers.length)];
      return from === to
        ? Promise.resolve()
        : transfer(database, customerAccount(from, 'USD'), customerAccount(to, 'USD'), 1n);
    });
    const hotCustomer = randomUUID();
    const hot = await drive(durationMs, () =>
      transfer(database, platformAccount('CUSTODY', 'USD'), customerAccount(hotCustomer, 'USD'), 1n),
    );
    return { database: database.name, spread, hot };
  } finally {
    await database.close();
  }
}

type Account = ReturnType<typeof customerAccount>;

async function transfer(database: Database, from: Account, to: Account, amountMinor: bigint): Promise<void> {
  const id = randomUUID();
  await database.orm.transaction((tx) =>
    post(tx, {
      id: `bench:${id}`,
      kind: 'BENCH',
      referenceType: 'bench',
      referenceId: id,
      note: { code: 'ADJUSTMENT', params: { reason: 'Benchmark transfer' } },
      movements: [
        { account: from, amountMinor: -amountMinor },
        { account: to, amountMinor },
      ],
    }),
  );
}

/** Runs LEDGER_WRITERS loops until the time or the count is used up; failures are counted, not retried. */
async function drive(durationMs: number, once: () => Promise<void>): Promise<LoadSummary> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const writer = async () => {
    while (performance.now() < deadline && latencies.length + errors < MAX_TRANSACTIONS) {
      const begun = performance.now();
      try {
        await once();
        latencies.push(performance.now() - begun);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: LEDGER_WRITERS }, writer));
  return summarize(latencies, errors, performance.now() - started);
}

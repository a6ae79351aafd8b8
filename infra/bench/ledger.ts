import { randomUUID } from 'node:crypto';
import { serviceMigrations, type Database } from '@mc/platform';
import { createTestDatabase } from '@mc/platform/testing';
import { FUNDS_MIGRATIONS_DIR } from '@mc/funds';
import { insertJournalSet } from '../../services/funds/src/db/ledger-sets.repository';
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

/** Journal rows inserted together by one commit in the ceiling's second row. */
export const CEILING_JOURNALS_PER_COMMIT = 10;

/**
 * `ceiling`: what the database's commits allow, whatever the ledger does: journal rows alone (no
 * accounts, no postings, no triggers), one per commit and CEILING_JOURNALS_PER_COMMIT per commit.
 */
export type LedgerBench = {
  database: string;
  spread: LoadSummary;
  hot: LoadSummary;
  ceiling: { onePerCommit: LoadSummary; manyPerCommit: LoadSummary };
};

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
    const onePerCommit = await drive(durationMs, () => insertJournals(database, 1));
    const manyPerCommit = await drive(durationMs, () => insertJournals(database, CEILING_JOURNALS_PER_COMMIT));
    return { database: database.name, spread, hot, ceiling: { onePerCommit, manyPerCommit } };
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

async function insertJournals(database: Database, count: number): Promise<void> {
  const journals = Array.from({ length: count }, () => {
    const id = randomUUID();
    return {
      id: `bench:${id}`,
      kind: 'BENCH',
      referenceType: 'bench',
      referenceId: id,
      description: 'Benchmark journal row',
      note: { code: 'ADJUSTMENT', params: { reason: 'Benchmark journal row' } },
      fingerprint: id.replace(/-/g, '').repeat(2),
    };
  });
  await database.orm.transaction((tx) => insertJournalSet(tx, journals));
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

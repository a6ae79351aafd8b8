import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, runMigrations, serviceMigrations, type Database } from '@mc/platform';
import { FUNDS_MIGRATIONS_DIR } from '@mc/funds';
import { customerAccount, platformAccount, post } from '../../services/funds/src/ledger/ledger';
import { runLedgerVerify } from '../src/ledger-verify';

/** `npm run ledger:verify` on an embedded funds database under DATA_DIR, as an operator runs it. */
async function verify(dataDir: string): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const code = await runLedgerVerify({ DATA_DIR: dataDir }, (line) => lines.push(line));
  return { code, output: lines.join('\n') };
}

async function withFundsDatabase(dataDir: string, work: (database: Database) => Promise<void>): Promise<void> {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db', 'funds') });
  try {
    await runMigrations(database, serviceMigrations(FUNDS_MIGRATIONS_DIR));
    await work(database);
  } finally {
    await database.close();
  }
}

const deposit = (database: Database, userId: string, amountMinor: bigint) =>
  database.orm.transaction((tx) =>
    post(tx, {
      id: `deposit:${randomUUID()}:confirm`,
      kind: 'DEPOSIT',
      referenceType: 'deposit',
      referenceId: randomUUID(),
      note: { code: 'TRADING_DEPOSIT', params: {} },
      movements: [
        { account: platformAccount('CUSTODY', 'USD'), amountMinor: -amountMinor },
        { account: customerAccount(userId, 'USD'), amountMinor },
      ],
    }),
  );

describe('ledger:verify', () => {
  it('says where to look when there is no funds database', async () => {
    const { code, output } = await verify(mkdtempSync(path.join(os.tmpdir(), 'verify-none-')));
    expect(code).toBe(2);
    expect(output).toMatch(/No funds database at .*db\/funds: start the platform once/);
  });

  it('passes a ledger that holds every invariant and prints what it checked', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'verify-ok-'));
    await withFundsDatabase(dataDir, async (database) => {
      await deposit(database, randomUUID(), 50_000n);
      await deposit(database, randomUUID(), 70_000n);
    });
    const { code, output } = await verify(dataDir);
    expect(code).toBe(0);
    expect(output).toMatch(/2 journal transactions, 4 postings/);
    expect(output).toMatch(/ok {5}every stored balance equals the sum of its postings/);
    expect(output).toMatch(/The ledger holds every invariant\./);
  });

  it('fails with the offending account when a balance was changed behind the ledger', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'verify-breach-'));
    const userId = randomUUID();
    await withFundsDatabase(dataDir, async (database) => {
      await deposit(database, userId, 50_000n);
      // Only a superuser switching triggers off can do this; the check must still notice.
      await database.script(async (execute) => {
        await execute('set session_replication_role = replica');
        await execute(`update ledger_accounts set balance_minor = balance_minor + 1 where owner = '${userId}'`);
        await execute('set session_replication_role = origin');
      });
    });
    const { code, output } = await verify(dataDir);
    expect(code).toBe(1);
    expect(output).toMatch(/BREACH every stored balance equals the sum of its postings/);
    expect(output).toContain(userId);
  });
});

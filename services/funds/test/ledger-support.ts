import { randomUUID } from 'node:crypto';
import { openDatabaseMigratedTo, serviceMigrations, type Database } from '@mc/platform';
import { createTestDatabase, type TestDatabase } from '@mc/platform/testing';
import { FUNDS_MIGRATIONS_DIR } from '../src';
import { accountsOfOwner } from '../src/db/ledger.repository';
import { customerAccount, platformAccount, post, type PostOutcome } from '../src/ledger/ledger';

/** The ledger must hold on both drivers: 'pglite' is embedded; 'resolved' is the server when one answers. */
export type LedgerDriver = 'pglite' | 'resolved';
export const LEDGER_DRIVERS: LedgerDriver[] = ['pglite', 'resolved'];

export async function fundsTestDatabase(label: string, driver: LedgerDriver = 'resolved'): Promise<TestDatabase> {
  if (driver === 'resolved') return createTestDatabase(label, serviceMigrations(FUNDS_MIGRATIONS_DIR));
  const database = await openDatabaseMigratedTo({ kind: 'pglite' }, serviceMigrations(FUNDS_MIGRATIONS_DIR));
  return Object.assign(database, { name: `pglite:${label}` });
}

/** Credits a customer from custody, as a confirmed deposit does. */
export function credit(
  database: Database,
  userId: string,
  asset: string,
  amountMinor: bigint,
  id = `test:credit:${randomUUID()}`,
): Promise<PostOutcome> {
  return database.orm.transaction((tx) =>
    post(tx, {
      id,
      kind: 'DEPOSIT',
      referenceType: 'test',
      referenceId: id.slice(-36),
      note: { code: 'TRADING_DEPOSIT', params: {} },
      movements: [
        { account: platformAccount('CUSTODY', asset), amountMinor: -amountMinor },
        { account: customerAccount(userId, asset), amountMinor },
      ],
    }),
  );
}

export async function balanceOf(
  database: Database,
  userId: string,
  asset: string,
  purpose: 'AVAILABLE' | 'HELD' = 'AVAILABLE',
): Promise<bigint> {
  const accounts = await accountsOfOwner(database.orm, userId);
  return accounts.find((account) => account.asset === asset && account.purpose === purpose)?.balanceMinor ?? 0n;
}

import { existsSync } from 'node:fs';
import { databaseTargetFor, openDatabase, type DatabaseTarget } from '@mc/platform';
import { verifyLedger, type VerifyReport } from '@mc/funds';

/**
 * `npm run ledger:verify`: checks every ledger invariant of the configured funds database, found
 * exactly as the funds service finds it (FUNDS_DATABASE_URL; DATABASE_URL with DATABASE_PREFIX, as
 * `start:distributed` runs it; else the embedded one under DATA_DIR) and answers 0 only when all hold. The embedded database must not be open elsewhere: stop the platform first.
 */
export async function runLedgerVerify(environment: NodeJS.ProcessEnv, print: (line: string) => void): Promise<number> {
  const target = databaseTargetFor('funds', environment);
  if (target.kind === 'pglite' && !existsSync(target.dataDir!)) {
    print(
      `No funds database at ${target.dataDir}: start the platform once (npm start), or set DATA_DIR or DATABASE_URL.`,
    );
    return 2;
  }
  print(`Checking the funds ledger in ${describe(target)}`);
  const database = await openDatabase(target);
  try {
    const report = await verifyLedger(database);
    printReport(report, print);
    return report.ok ? 0 : 1;
  } catch (error) {
    print(`Could not check the ledger: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  } finally {
    await database.close();
  }
}

function printReport(report: VerifyReport, print: (line: string) => void): void {
  const { accounts, transactions, postings, holds } = report.counts;
  print(`${accounts} accounts, ${transactions} journal transactions, ${postings} postings, ${holds} holds`);
  for (const result of report.results) {
    print(`${result.held ? 'ok    ' : 'BREACH'} ${result.name}`);
    for (const offender of result.offenders.slice(0, 10))
      print(
        `         ${JSON.stringify(offender, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))}`,
      );
    if (result.offenders.length > 10) print(`         … and ${result.offenders.length - 10} more`);
  }
  print(report.ok ? 'The ledger holds every invariant.' : 'The ledger breaks an invariant: see BREACH above.');
}

/** Where the check ran, without the password of a server URL. */
function describe(target: DatabaseTarget): string {
  if (target.kind === 'pglite') return `the embedded database ${target.dataDir}`;
  const url = new URL(target.url);
  url.password = '';
  return url.toString();
}

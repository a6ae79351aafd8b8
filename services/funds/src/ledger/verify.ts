import type { Database, Executor } from '@mc/platform';
import * as checks from '../db/verify.repository';
import { latestProofMismatches } from '../proofs/liability-snapshot';

export type InvariantResult = { name: string; held: boolean; offenders: unknown[] };
export type VerifyReport = {
  ok: boolean;
  counts: Awaited<ReturnType<typeof checks.ledgerCounts>>;
  results: InvariantResult[];
};

const INVARIANTS: { name: string; run: (db: Executor) => Promise<unknown[]> }[] = [
  { name: 'every journal transaction balances per asset', run: checks.unbalancedTransactions },
  { name: 'all postings of each asset sum to zero', run: checks.assetsNotSummingToZero },
  { name: 'every stored balance equals the sum of its postings', run: checks.balancesDifferingFromPostings },
  { name: "every account's version counts its postings", run: checks.versionsDifferingFromPostingCounts },
  { name: 'no customer balance is below zero', run: checks.negativeCustomerBalances },
  { name: 'each held balance equals its pending holds', run: checks.heldDifferingFromPendingHolds },
  { name: 'every journal transaction has postings', run: checks.transactionsWithoutPostings },
  { name: 'append-only and posting-only guards are in place', run: checks.missingGuards },
  { name: 'the latest proof of liabilities recomputes from its stored leaves', run: latestProofMismatches },
];

/** Checks every ledger invariant of DESIGN.md §6 in one read-only snapshot. */
export async function verifyLedger(database: Database): Promise<VerifyReport> {
  return database.orm.transaction(
    async (tx) => {
      const results: InvariantResult[] = [];
      for (const invariant of INVARIANTS) {
        const offenders = await invariant.run(tx);
        results.push({ name: invariant.name, held: offenders.length === 0, offenders });
      }
      return { ok: results.every((result) => result.held), counts: await checks.ledgerCounts(tx), results };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

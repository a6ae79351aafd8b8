import type { AccrualBatchPostedV1, AccrualItemV1 } from '@mc/contracts';
import type { Executor } from '@mc/platform';
import { existingJournalIds } from '../db/mining-accruals.repository';
import { customerAccount, platformAccount, post } from '../ledger/ledger';

/** The ledger's id of an accrual: mining's journal id (derived from the contract and the day) under our prefix. */
export const accrualJournalId = (item: Pick<AccrualItemV1, 'journalId'>) => `mining_accrual:${item.journalId}`;

/**
 * Posts a batch of mining's daily accruals, in the caller's one transaction: each item is a journal
 * transaction platform EXPENSE(coin) → the customer's mining balance of the coin (their AVAILABLE account
 * of BTC, ETH, BNB or USDT, which the Balances type lists as mining). Items already posted are skipped
 * (looked up for the whole batch at once), so a redelivered or re-announced batch posts nothing twice;
 * `post` would replay them anyway, and refuses the same id with other figures (IDEMPOTENCY_CONFLICT).
 * Returns the customers whose balances moved.
 */
export async function postAccrualBatch(tx: Executor, batch: AccrualBatchPostedV1): Promise<string[]> {
  const posted = await existingJournalIds(tx, batch.items.map(accrualJournalId));
  const customers = new Set<string>();
  for (const item of batch.items) {
    if (posted.has(accrualJournalId(item))) continue;
    const amountMinor = BigInt(item.amountMinor);
    await post(tx, {
      id: accrualJournalId(item),
      kind: 'MINING_ACCRUAL',
      referenceType: 'mining_contract',
      referenceId: item.contractId,
      description: `Mining output of ${item.day}`,
      movements: [
        { account: platformAccount('EXPENSE', item.coin), amountMinor: -amountMinor },
        { account: customerAccount(item.userId, item.coin), amountMinor },
      ],
    });
    customers.add(item.userId);
  }
  return [...customers];
}

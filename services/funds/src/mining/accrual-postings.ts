import type { AccrualBatchPostedV1, AccrualItemV1 } from '@mc/contracts';
import type { Executor } from '@mc/platform';
import { fundsError } from '../errors';
import { customerAccount, platformAccount, type JournalEntry } from '../ledger/ledger';
import { note } from '../ledger/notes';
import { postMany } from '../ledger/post-many';

/** The ledger's id of an accrual: mining's journal id (derived from the contract and the day) under our prefix. */
export const accrualJournalId = (item: Pick<AccrualItemV1, 'journalId'>) => `mining_accrual:${item.journalId}`;

/**
 * Posts a batch of mining's daily accruals, in the caller's one transaction: each item is a journal
 * transaction platform EXPENSE(coin) → the customer's mining balance of the coin (their AVAILABLE account
 * of BTC, ETH, BNB or USDT, which the Balances type lists as mining). The whole batch goes to the ledger
 * as one set (`postMany`: a few statements, the EXPENSE account moved once per coin), so a redelivered
 * or re-announced batch posts nothing twice and the same id with other figures is refused
 * (IDEMPOTENCY_CONFLICT), as with single posts. Returns the customers whose balances moved.
 */
export async function postAccrualBatch(tx: Executor, batch: AccrualBatchPostedV1): Promise<string[]> {
  const outcome = await postMany(tx, batch.items.map(accrualEntry));
  return outcome.customers;
}

function accrualEntry(item: AccrualItemV1): JournalEntry {
  const amountMinor = BigInt(item.amountMinor);
  // The contract allows positive amounts only; a payload that slipped past it must not debit a customer.
  if (amountMinor <= 0n)
    throw fundsError('EVENT_PAYLOAD_INVALID', `Accrual ${item.journalId} has an amount that is not positive`, {
      journalId: item.journalId,
    });
  return {
    id: accrualJournalId(item),
    kind: 'MINING_ACCRUAL',
    referenceType: 'mining_contract',
    referenceId: item.contractId,
    note: note('MINING_OUTPUT', { day: item.day }),
    movements: [
      { account: platformAccount('EXPENSE', item.coin), amountMinor: -amountMinor },
      { account: customerAccount(item.userId, item.coin), amountMinor },
    ],
  };
}

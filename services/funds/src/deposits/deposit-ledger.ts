import { customerAccount, platformAccount, type JournalEntry } from '../ledger/ledger';
import { note, type JournalNote } from '../ledger/notes';
import type { DepositRow } from '../db/deposits.repository';

/**
 * The journal transaction of a confirmed deposit. The crypto received enters custody and is
 * exchanged (CONVERSION) for the price credited to the customer; a mining deposit then pays for
 * the plan (REVENUE) in the same transaction, so the statement shows both lines.
 */
export function confirmationEntry(deposit: DepositRow): JournalEntry {
  const price = deposit.priceMinor;
  const received = deposit.priceInCryptoMinor;
  const movements = [
    { account: platformAccount('CUSTODY', deposit.crypto), amountMinor: -received },
    { account: platformAccount('CONVERSION', deposit.crypto), amountMinor: received },
    { account: platformAccount('CONVERSION', deposit.priceAsset), amountMinor: -price },
    { account: customerAccount(deposit.userId, deposit.priceAsset), amountMinor: price },
  ];
  if (deposit.purpose === 'MINING') {
    movements.push(
      { account: customerAccount(deposit.userId, deposit.priceAsset), amountMinor: -price },
      { account: platformAccount('REVENUE', deposit.priceAsset), amountMinor: price },
    );
  }
  return {
    id: `deposit:${deposit.id}:confirm`,
    kind: deposit.purpose === 'MINING' ? 'MINING_PURCHASE' : 'DEPOSIT',
    referenceType: 'deposit',
    referenceId: deposit.id,
    note: noteOf(deposit),
    movements,
  };
}

/** What the customer reads in the statement: the plan bought, or what the admin wrote about money received off-platform. */
function noteOf(deposit: DepositRow): JournalNote {
  if (deposit.purpose === 'MINING') return note('MINING_PURCHASE', { plan: deposit.comment ?? '' });
  return deposit.createdByAdminId
    ? note('TRADING_DEPOSIT_NOTED', { comment: deposit.comment ?? '' })
    : note('TRADING_DEPOSIT', {});
}

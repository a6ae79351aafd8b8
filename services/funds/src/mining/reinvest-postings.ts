import type { BoosterReinvestRequestedV1 } from '@mc/contracts';
import { newEvent, type EventEnvelope, type Executor } from '@mc/platform';
import { formatMinor } from '../ledger/amounts';
import { customerAccount, platformAccount, post } from '../ledger/ledger';
import { note } from '../ledger/notes';
import { postAccrualBatch } from './accrual-postings';

/** The ledger's id of a reinvestment: one per accrual (derived by mining from the contract and the day). */
export const reinvestJournalId = (accrualJournalId: string) => `mining_reinvest:${accrualJournalId}`;

/**
 * The Income Booster's two legs, in the consumer's one transaction: each day's accrual is posted as usual
 * (EXPENSE → the customer's coin, `postAccrualBatch`), then reinvested: the customer's coin → platform
 * REVENUE of the coin, as `mining_reinvest:<accrual journal id>`, which buys the hashrate mining named.
 * Both are in the customer's statement. A redelivered or re-announced request posts nothing twice and
 * is confirmed again (mining adds the hashrate once). Returns the customers moved and the confirmation.
 */
export async function postReinvestments(
  tx: Executor,
  request: BoosterReinvestRequestedV1,
): Promise<{ customers: string[]; confirmation: EventEnvelope }> {
  const customers = new Set(await postAccrualBatch(tx, request));
  for (const item of request.items) {
    const amountMinor = BigInt(item.amountMinor);
    const outcome = await post(tx, {
      id: reinvestJournalId(item.journalId),
      kind: 'MINING_REINVEST',
      referenceType: 'mining_contract',
      referenceId: item.contractId,
      note: note('BOOSTER_REINVESTED', { day: item.day, hashrate: formatMinor(BigInt(item.hashrateMhs), 6) }),
      movements: [
        { account: customerAccount(item.userId, item.coin), amountMinor: -amountMinor },
        { account: platformAccount('REVENUE', item.coin), amountMinor },
      ],
    });
    outcome.customers.forEach((customer) => customers.add(customer));
  }
  const confirmation = newEvent('funds.booster.reinvested', {
    day: request.day,
    items: request.items.map((item) => ({
      contractId: item.contractId,
      accrualJournalId: item.journalId,
      ledgerJournalId: reinvestJournalId(item.journalId),
      amountMinor: item.amountMinor,
    })),
  });
  return { customers: [...customers], confirmation };
}

import type { PledgedPayoutItemV1, PledgePayoutsDirectedV1 } from '@mc/contracts';
import type { EventEnvelope, Executor } from '@mc/platform';
import { lockLoan, recordLoanPayout } from '../db/loans.repository';
import { formatMinor } from '../ledger/amounts';
import { customerAccount, platformAccount } from '../ledger/ledger';
import { payoutRepayment } from '../loans/loan-rules';
import { LOAN_ASSET, repayLoan } from '../loans/loan-postings';
import { note } from '../ledger/notes';
import { postAccrualBatch } from './accrual-postings';

/**
 * A day's payouts of pledged contracts, in the consumer's one transaction: each accrual is posted as
 * usual (EXPENSE → the customer's coin, `postAccrualBatch`), then repays the contract's open loan first,
 * converted at the day's fixing rate through the ledger: the customer's coin → platform CONVERSION(coin),
 * CONVERSION(USD) → LOAN(USD), as `loan_payout:<accrual journal id>`. Only the coin needed for what is
 * owed is taken. Each item is handled once (loan_payouts), whatever is redelivered.
 */
export async function postPledgedPayouts(
  tx: Executor,
  batch: PledgePayoutsDirectedV1,
  at: Date,
): Promise<{ customers: string[]; events: EventEnvelope[] }> {
  const customers = new Set(await postAccrualBatch(tx, batch));
  const events: EventEnvelope[] = [];
  for (const item of batch.items) {
    const handled = await recordLoanPayout(tx, {
      accrualJournalId: item.journalId,
      pledgeId: item.pledgeId,
      contractId: item.contractId,
      day: item.day,
      at,
    });
    if (!handled) continue;
    const closed = await repayFromPayout(tx, item, at);
    customers.add(item.userId);
    if (closed) events.push(closed);
  }
  return { customers: [...customers], events };
}

async function repayFromPayout(tx: Executor, item: PledgedPayoutItemV1, at: Date): Promise<EventEnvelope | null> {
  const loan = await lockLoan(tx, item.pledgeId);
  // The loan may be closed already, refused, or not opened yet: the payout then stays the customer's.
  if (!loan || loan.status !== 'OPEN' || loan.contractId !== item.contractId || loan.userId !== item.userId)
    return null;
  const rate = BigInt(item.coinMicroUsd);
  const { cents, coinMinor } = payoutRepayment(BigInt(item.amountMinor), rate, loan.outstandingMinor);
  if (cents === 0n) return null;
  const { closed } = await repayLoan(
    tx,
    loan,
    {
      journalId: `loan_payout:${item.journalId}`,
      loanId: loan.id,
      source: 'PAYOUT',
      amountMinor: cents,
      coin: item.coin,
      coinMinor,
      coinMicroUsd: rate,
      day: item.day,
      at,
    },
    [
      { account: customerAccount(item.userId, item.coin), amountMinor: -coinMinor },
      { account: platformAccount('CONVERSION', item.coin), amountMinor: coinMinor },
      { account: platformAccount('CONVERSION', LOAN_ASSET), amountMinor: -cents },
    ],
    note('LOAN_REPAID_FROM_OUTPUT', {
      day: item.day,
      coinAmount: formatMinor(coinMinor, 8),
      coin: item.coin,
      rate: formatMinor(rate, 6),
      amount: formatMinor(cents, 2),
    }),
    'REPAID',
  );
  return closed;
}

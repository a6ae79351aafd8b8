import type { PledgeSettlementRequestedV1 } from '@mc/contracts';
import type { EventEnvelope, Executor } from '@mc/platform';
import { lockAccounts } from '../db/ledger.repository';
import { loanPayoutsHandled, lockLoan, type LoanRow } from '../db/loans.repository';
import { fundsError } from '../errors';
import { formatMinor } from '../ledger/amounts';
import { customerAccount, platformAccount } from '../ledger/ledger';
import { note } from '../ledger/notes';
import { LOAN_ASSET, repayLoan } from './loan-postings';
import { settlementSplit } from './loan-rules';

/**
 * Settles the loan of a pledged contract that ended, once: what is still owed is taken from the
 * customer's trading balance as far as it goes (never below zero: `loan_settle:<id>`), and the rest
 * is the platform's loss, written off to platform EXPENSE(USD) (`loan_write_off:<id>`). It waits
 * (the event is redelivered) until the loan exists and every payout mining directed to it was posted,
 * so a last day's payout still repays first. A loan already repaid or refused needs nothing.
 */
export async function settleLoan(
  tx: Executor,
  request: PledgeSettlementRequestedV1,
  at: Date,
): Promise<EventEnvelope | null> {
  const loan = await lockLoan(tx, request.pledgeId);
  if (!loan)
    throw fundsError('LOAN_NOT_FOUND', `The loan of pledge ${request.pledgeId} is not open yet: settled later`, {
      pledgeId: request.pledgeId,
    });
  if (loan.status !== 'OPEN') return null;
  if ((await loanPayoutsHandled(tx, request.pledgeId)) < request.payoutsDirected)
    throw fundsError('LOAN_PAYOUTS_PENDING', `Payouts of pledge ${request.pledgeId} are still to be posted`, {
      pledgeId: request.pledgeId,
    });
  const [account] = await lockAccounts(tx, [customerAccount(loan.userId, LOAN_ASSET)]);
  const { fromBalance, platformLoss } = settlementSplit(loan.outstandingMinor, account?.balanceMinor ?? 0n);
  let current: LoanRow = loan;
  let closed: EventEnvelope | null = null;
  const expired = request.contractStatus === 'EXPIRED';
  if (fromBalance > 0n) {
    ({ loan: current, closed } = await repayLoan(
      tx,
      current,
      { journalId: `loan_settle:${loan.id}`, loanId: loan.id, source: 'SETTLEMENT', amountMinor: fromBalance, at },
      [{ account: customerAccount(loan.userId, LOAN_ASSET), amountMinor: -fromBalance }],
      note(expired ? 'LOAN_SETTLED_CONTRACT_EXPIRED' : 'LOAN_SETTLED_CONTRACT_TERMINATED', {
        amount: formatMinor(fromBalance, 2),
      }),
      'SETTLED',
    ));
  }
  if (platformLoss > 0n) {
    ({ closed } = await repayLoan(
      tx,
      current,
      {
        journalId: `loan_write_off:${loan.id}`,
        loanId: loan.id,
        source: 'PLATFORM_LOSS',
        amountMinor: platformLoss,
        at,
      },
      [{ account: platformAccount('EXPENSE', LOAN_ASSET), amountMinor: -platformLoss }],
      note(expired ? 'LOAN_WRITTEN_OFF_CONTRACT_EXPIRED' : 'LOAN_WRITTEN_OFF_CONTRACT_TERMINATED', {}),
      'SETTLED',
      platformLoss,
    ));
  }
  return closed;
}

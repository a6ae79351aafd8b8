import type { ContractPledgedV1 } from '@mc/contracts';
import { newEvent, type EventEnvelope, type Executor } from '@mc/platform';
import { fixTradingCurrency, lockCustomer } from '../db/customers.repository';
import {
  applyRepayment,
  findLoan,
  insertLoan,
  openLoanOfContract,
  type LoanRow,
  type NewLoanRepayment,
} from '../db/loans.repository';
import { fundsError } from '../errors';
import { formatMinor } from '../ledger/amounts';
import { customerAccount, platformAccount, post, type Movement } from '../ledger/ledger';
import { note, type JournalNote } from '../ledger/notes';

/** Loans are lent and owed in USD: the contract's price is in USD (DESIGN.md §16). */
export const LOAN_ASSET = 'USD';
const LOAN_ACCOUNT = platformAccount('LOAN', LOAN_ASSET);

/**
 * Opens the loan of a pledge, once (the loan's id is the pledge's): platform LOAN(USD) → the customer's
 * available USD (their trading balance), as the journal `loan_open:<id>`. Refused, with nothing posted,
 * for a deactivated customer, a trading account in another currency, or a contract already holding an
 * open loan. Returns the event answering mining (none when the pledge was handled before).
 */
export async function openLoan(tx: Executor, pledge: ContractPledgedV1, at: Date): Promise<EventEnvelope | null> {
  const principalMinor = BigInt(pledge.amountMinor);
  if (principalMinor > BigInt(pledge.maxMinor) || BigInt(pledge.maxMinor) > BigInt(pledge.unusedValueMinor))
    throw fundsError('EVENT_PAYLOAD_INVALID', `Pledge ${pledge.pledgeId} asks for more than its limit`, {
      pledgeId: pledge.pledgeId,
    });
  if (await findLoan(tx, pledge.pledgeId)) return null;
  const customer = await lockCustomer(tx, pledge.userId);
  const refusal = customer.deactivatedAt
    ? 'The account is deactivated'
    : customer.tradingCurrency && customer.tradingCurrency !== LOAN_ASSET
      ? `Loans are lent in USD; this trading account is in ${customer.tradingCurrency}`
      : (await openLoanOfContract(tx, pledge.contractId))
        ? 'This contract already has an open loan'
        : null;
  const loan = await insertLoan(tx, {
    id: pledge.pledgeId,
    contractId: pledge.contractId,
    userId: pledge.userId,
    asset: LOAN_ASSET,
    principalMinor,
    outstandingMinor: refusal ? 0n : principalMinor,
    status: refusal ? 'REFUSED' : 'OPEN',
    refusalReason: refusal,
    openedAt: at,
    closedAt: refusal ? at : null,
  });
  if (!loan) return null;
  if (loan.status === 'REFUSED') return refusedEvent(pledge, loan.refusalReason!, at);
  await fixTradingCurrency(tx, pledge.userId, LOAN_ASSET);
  await post(tx, {
    id: `loan_open:${loan.id}`,
    kind: 'LOAN_OPENED',
    referenceType: 'loan',
    referenceId: loan.id,
    note: note('LOAN_OPENED', { amount: formatMinor(principalMinor, 2) }),
    movements: [
      { account: LOAN_ACCOUNT, amountMinor: -principalMinor },
      { account: customerAccount(loan.userId, LOAN_ASSET), amountMinor: principalMinor },
    ],
  });
  return newEvent('funds.loan.opened', {
    loanId: loan.id,
    contractId: loan.contractId,
    userId: loan.userId,
    asset: LOAN_ASSET,
    principalMinor: principalMinor.toString(),
    openedAt: at.toISOString(),
  });
}

/**
 * Posts one repayment of an open, locked loan as the journal `repayment.journalId`: `from` pays, LOAN
 * receives. Closes the loan (as `closeAs`) when nothing is owed any more and then returns the closing
 * event for mining.
 */
export async function repayLoan(
  tx: Executor,
  loan: LoanRow,
  repayment: NewLoanRepayment,
  from: Movement[],
  journalNote: JournalNote,
  closeAs: 'REPAID' | 'SETTLED',
  shortfallMinor?: bigint,
): Promise<{ loan: LoanRow; closed: EventEnvelope | null }> {
  await post(tx, {
    id: repayment.journalId,
    kind: repayment.source === 'PLATFORM_LOSS' ? 'LOAN_WRITTEN_OFF' : 'LOAN_REPAYMENT',
    referenceType: 'loan',
    referenceId: loan.id,
    note: journalNote,
    movements: [...from, { account: LOAN_ACCOUNT, amountMinor: repayment.amountMinor }],
  });
  const after = await applyRepayment(tx, loan, repayment, closeAs, { shortfallMinor });
  return { loan: after, closed: after.status === 'OPEN' ? null : closedEvent(after, repayment.at) };
}

export function closedEvent(loan: LoanRow, at: Date): EventEnvelope {
  return newEvent('funds.loan.closed', {
    loanId: loan.id,
    contractId: loan.contractId,
    userId: loan.userId,
    outcome: loan.status === 'SETTLED' ? 'SETTLED' : 'REPAID',
    shortfallMinor: loan.shortfallMinor.toString(),
    closedAt: at.toISOString(),
  });
}

function refusedEvent(pledge: ContractPledgedV1, reason: string, at: Date): EventEnvelope {
  return newEvent('funds.loan.refused', {
    loanId: pledge.pledgeId,
    contractId: pledge.contractId,
    userId: pledge.userId,
    reason,
    refusedAt: at.toISOString(),
  });
}

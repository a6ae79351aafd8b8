import type { Database, Viewer } from '@mc/platform';
import { isUuid, mayReadCustomer, requireCustomer } from '../access/access';
import {
  findRepayment,
  lockLoan,
  newestLoanOfContract,
  owedBy,
  repaymentsOf,
  type LoanRepaymentRow,
  type LoanRow,
} from '../db/loans.repository';
import { fundsError } from '../errors';
import { formatMinor, parseAmount } from '../ledger/amounts';
import { customerAccount } from '../ledger/ledger';
import { note } from '../ledger/notes';
import type { FundsWork } from '../work';
import { LOAN_ASSET, repayLoan } from './loan-postings';

/** Loans against pledged contracts as their customers see them, and repayment from the trading balance. */
export class LoanService {
  constructor(
    private readonly database: Database,
    private readonly work: FundsWork,
    private readonly now: () => number,
  ) {}

  /** The contract's newest loan, for its owner or an admin; null for anyone else (they learn nothing). */
  async loanOfContract(viewer: Viewer, contractId: string): Promise<LoanRow | null> {
    if (!isUuid(contractId)) return null;
    const loan = await newestLoanOfContract(this.database.orm, contractId);
    return loan && mayReadCustomer(viewer, loan.userId) ? loan : null;
  }

  /** What the customer owes on open loans, in USD cents. */
  owed(userId: string): Promise<bigint> {
    return owedBy(this.database.orm, userId, LOAN_ASSET);
  }

  repayments(loanId: string): Promise<LoanRepaymentRow[]> {
    return repaymentsOf(this.database.orm, loanId);
  }

  /**
   * Repays part or all of an open loan from the customer's trading balance (available USD → LOAN), as
   * `loan_repay:<loan>:<requestId>`: the same requestId again is the same repayment. At most what is owed.
   */
  repay(viewer: Viewer, loanId: string, amount: string, requestId: string): Promise<LoanRow> {
    const userId = requireCustomer(viewer);
    if (!isUuid(requestId)) throw fundsError('INVALID_INPUT', 'requestId must be a UUID');
    if (!isUuid(loanId)) throw fundsError('LOAN_NOT_FOUND', 'No such loan');
    const parsed = parseAmount(amount, 2);
    if (!parsed.ok) throw fundsError('INVALID_INPUT', `amount ${parsed.problem}`);
    if (parsed.minor <= 0n) throw fundsError('INVALID_INPUT', 'amount must be above 0');
    const journalId = `loan_repay:${loanId.toLowerCase()}:${requestId.toLowerCase()}`;
    return this.work.run(async (tx, context) => {
      const loan = await lockLoan(tx, loanId.toLowerCase());
      if (!loan || loan.userId !== userId) throw fundsError('LOAN_NOT_FOUND', 'No such loan');
      const earlier = await findRepayment(tx, journalId);
      if (earlier) {
        if (earlier.amountMinor !== parsed.minor)
          throw fundsError('IDEMPOTENCY_CONFLICT', 'This requestId was used for another repayment');
        return loan;
      }
      if (loan.status !== 'OPEN')
        throw fundsError('LOAN_NOT_OPEN', `This loan is ${loan.status.toLowerCase()}: nothing is owed`, {
          status: loan.status,
        });
      if (parsed.minor > loan.outstandingMinor)
        throw fundsError('REPAYMENT_EXCEEDS_LOAN', `Only ${formatMinor(loan.outstandingMinor, 2)} USD is owed`, {
          outstanding: formatMinor(loan.outstandingMinor, 2),
        });
      const result = await repayLoan(
        tx,
        loan,
        {
          journalId,
          loanId: loan.id,
          source: 'MANUAL',
          amountMinor: parsed.minor,
          requestId: requestId.toLowerCase(),
          at: new Date(this.now()),
        },
        [{ account: customerAccount(userId, LOAN_ASSET), amountMinor: -parsed.minor }],
        note('LOAN_REPAID_FROM_BALANCE', { amount: formatMinor(parsed.minor, 2) }),
        'REPAID',
      );
      if (result.closed) await context.publish(result.closed);
      context.touched([userId]);
      return result.loan;
    });
  }
}

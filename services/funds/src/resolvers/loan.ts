import { requireReader } from '../access/access';
import { money } from '../balances/asset-scales';
import type {
  ContractResolvers,
  LoanRepaymentResolvers,
  LoanResolvers,
  MutationResolvers,
  UserResolvers,
} from '../generated/resolvers';
import { formatMinor } from '../ledger/amounts';

/** A mining contract as the gateway refers to it. */
export type ContractReference = { id: string };

/** The loan against a contract: its owner's or any for an admin; nobody else learns of it. */
export const Contract: ContractResolvers = {
  __resolveReference: (reference) => reference,
  loan: (contract, _, { loans, viewer }) => loans.loanOfContract(viewer, contract.id),
};

export const Loan: LoanResolvers = {
  principal: async (loan, _, { scales }) => money(loan.asset, loan.principalMinor, await scales.all()),
  outstanding: async (loan, _, { scales }) => money(loan.asset, loan.outstandingMinor, await scales.all()),
  repaid: async (loan, _, { scales }) =>
    money(loan.asset, loan.status === 'REFUSED' ? 0n : loan.principalMinor - loan.outstandingMinor, await scales.all()),
  shortfall: async (loan, _, { scales }) => money(loan.asset, loan.shortfallMinor, await scales.all()),
  repayments: (loan, _, { loans }) => loans.repayments(loan.id),
};

export const LoanRepayment: LoanRepaymentResolvers = {
  amount: async (repayment, _, { scales }) => money('USD', repayment.amountMinor, await scales.all()),
  coinAmount: async (repayment, _, { scales }) =>
    repayment.coin && repayment.coinMinor !== null
      ? money(repayment.coin, repayment.coinMinor, await scales.all())
      : null,
  rateUsd: (repayment) => (repayment.coinMicroUsd === null ? null : formatMinor(repayment.coinMicroUsd, 6)),
};

export const loanUserFields: UserResolvers = {
  loansOwed: async (user, _, context) => {
    requireReader(context.viewer, user.id);
    return money('USD', await context.loans.owed(user.id), await context.scales.all());
  },
};

export const loanMutations: MutationResolvers = {
  repayLoan: (_, args, { loans, viewer }) => loans.repay(viewer, args.id, args.amount, args.requestId),
};

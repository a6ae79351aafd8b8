import { DateTimeScalar as DateTime, auditEntryResolvers } from '@mc/platform';
import { Asset } from './asset';
import { Balances } from './balances';
import type { Resolvers } from '../generated/resolvers';
import { entityResolvers } from './entities';
import { LiabilityInclusionProof, LiabilityProof } from './liability-proof';
import { Contract, Loan, LoanRepayment, loanMutations, loanUserFields } from './loan';
import { Mutation } from './mutation';
import { Query } from './query';
import { Adjustment, Deposit, PaymentLink, Payout, Wallet, Withdrawal } from './records';
import { User } from './user';

export const resolvers: Resolvers = {
  Query,
  Mutation: { ...Mutation, ...loanMutations },
  Asset,
  Balances,
  User: { ...User, ...loanUserFields },
  Deposit: { ...Deposit, ...entityResolvers.Deposit },
  Withdrawal: { ...Withdrawal, ...entityResolvers.Withdrawal },
  Adjustment: { ...Adjustment, ...entityResolvers.Adjustment },
  PaymentLink,
  Payout,
  Wallet,
  FundsAuditEntry: auditEntryResolvers,
  LiabilityProof,
  LiabilityInclusionProof,
  Contract,
  Loan,
  LoanRepayment,
  DateTime,
};

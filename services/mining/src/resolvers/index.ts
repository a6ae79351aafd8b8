import { auditEntryResolvers, DateTimeScalar as DateTime } from '@mc/platform';
import type { Resolvers } from '../generated/resolvers';
import { Accrual } from './accrual';
import { CalculatorEstimate, MiningCalculation, PeriodEstimate } from './calculator';
import { Contract, ContractTransition } from './contract';
import { MiningCoinOverview, MiningDailyPayout, UserMiningOverview } from './mining-overview';
import {
  accrualPayoutFields,
  BoosterEstimate,
  contractPayoutFields,
  payoutMutations,
  Pledge,
  PledgeLimit,
} from './contract-payouts';
import { contractGrantFields, ContractAmendment, ContractGrant, grantMutations } from './grants';
import { Mutation } from './mutation';
import {
  CapacityRecord,
  CapacityStatus,
  HashpriceRecord,
  MarketParameters,
  PlanFeeRecord,
  RateUsed,
} from './parameters';
import { Plan, PlanEstimate } from './plan';
import { Query } from './query';
import { Referral, ReferralBonus } from './referral';
import { User } from './user';

export const resolvers: Resolvers = {
  Query,
  Mutation: { ...Mutation, ...grantMutations, ...payoutMutations },
  Plan,
  PlanEstimate,
  RateUsed,
  HashpriceRecord,
  PlanFeeRecord,
  CapacityRecord,
  CapacityStatus,
  MarketParameters,
  MiningCalculation,
  CalculatorEstimate,
  PeriodEstimate,
  Contract: { ...Contract, ...contractGrantFields, ...contractPayoutFields },
  ContractTransition,
  ContractGrant,
  ContractAmendment,
  Accrual: { ...Accrual, ...accrualPayoutFields },
  User: { ...User, ...UserMiningOverview },
  MiningCoinOverview,
  MiningDailyPayout,
  BoosterEstimate,
  Pledge,
  PledgeLimit,
  Referral,
  ReferralBonus,
  MiningAuditEntry: auditEntryResolvers,
  DateTime,
};

import { DateTimeScalar as DateTime } from '@mc/platform';
import type { Resolvers } from '../generated/resolvers';
import { Accrual } from './accrual';
import { CalculatorEstimate, MiningCalculation, PeriodEstimate } from './calculator';
import { Contract, ContractTransition } from './contract';
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
import { User } from './user';

export const resolvers: Resolvers = {
  Query,
  Mutation,
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
  Contract,
  ContractTransition,
  Accrual,
  User,
  DateTime,
};

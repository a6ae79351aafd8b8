import { DateTimeScalar as DateTime } from '@mc/platform';
import type { Resolvers } from '../generated/resolvers';
import { CalculatorEstimate, MiningCalculation, PeriodEstimate } from './calculator';
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
  DateTime,
};

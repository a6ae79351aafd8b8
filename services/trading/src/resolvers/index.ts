import { auditEntryResolvers, DateTimeScalar as DateTime } from '@mc/platform';
import type { Resolvers } from '../generated/resolvers';
import { Instrument } from './instrument';
import { Mutation } from './mutation';
import { MirrorSkip, Trade, TradeClosePreview, TradingOption } from './positions';
import { Query } from './query';
import { CopiedTrader, EquityPoint, Trader } from './trader';
import { User } from './user';

export const resolvers: Resolvers = {
  DateTime,
  Instrument,
  Query,
  Mutation,
  Trade,
  TradeClosePreview,
  TradingOption,
  User,
  Trader,
  CopiedTrader,
  EquityPoint,
  MirrorSkip,
  TradingAuditEntry: auditEntryResolvers,
};

import type { Viewer } from '@mc/platform';
import type {
  CapacityRecordResolvers,
  CapacityStatusResolvers,
  HashpriceRecordResolvers,
  MarketParametersResolvers,
  PlanFeeRecordResolvers,
  RateUsedResolvers,
} from '../generated/resolvers';
import { COINS } from '../db/schema';
import { formatMinorUnits } from '../plans/plan-display';
import { MHS_PER_THS } from '../plans/estimates';
import { capacityStatus } from '../plans/plan-estimates';
import { formatMicroUsd, formatMsatAsBtc } from './formats';

const isAdmin = (viewer: Viewer) => viewer.kind === 'admin';

export const HashpriceRecord: HashpriceRecordResolvers = {
  id: (row) => String(row.id),
  msatPerThDay: (row) => Number(row.msatPerThDay),
  btcPerThDay: (row) => formatMsatAsBtc(row.msatPerThDay),
  validFrom: (row) => row.validFrom,
  setBy: (row, _, { viewer }) => (isAdmin(viewer) ? row.setBy : null),
  reason: (row, _, { viewer }) => (isAdmin(viewer) ? row.reason : null),
};

export const PlanFeeRecord: PlanFeeRecordResolvers = {
  id: (row) => String(row.id),
  microUsdPerThDay: (row) => Number(row.microUsdPerThDay),
  usdPerThDay: (row) => formatMicroUsd(row.microUsdPerThDay),
};

export const CapacityRecord: CapacityRecordResolvers = {
  id: (row) => String(row.id),
  capacityThs: (row) => Number(row.capacityThs),
};

export const CapacityStatus: CapacityStatusResolvers = {
  capacityThs: (row) => Number(row.capacityThs),
  // Whole TH/s, rounded up: what is shown sold never understates what is taken.
  soldThs: (row) => Number((row.soldMhs + MHS_PER_THS - 1n) / MHS_PER_THS),
  soldHashrateThs: (row) => formatMinorUnits(row.soldMhs, 6),
};

export const RateUsed: RateUsedResolvers = {
  usd: (rate) => formatMinorUnits(rate.microUsd, 6),
};

export const MarketParameters: MarketParametersResolvers = {
  hashprice: (market) => market.hashprice ?? null,
  capacities: (market) => COINS.flatMap((coin) => capacityStatus(market, coin) ?? []),
  rates: (market) => COINS.flatMap((coin) => market.rateByCoin.get(coin) ?? []),
};

import DataLoader from 'dataloader';
import type { Request } from 'express';
import { CLIENT_IP_HEADER, type AuditLogReader, type Viewer } from '@mc/platform';
import type { AccrualService } from './accruals/accrual.service';
import type { BoosterService, PayoutDestination } from './booster/booster.service';
import type { ContractService } from './contracts/contract.service';
import type { TransitionRow } from './db/contracts.repository';
import type { AmendmentRow } from './db/grants.repository';
import type { AmendmentService } from './grants/amendment.service';
import type { GrantService } from './grants/grant.service';
import type { MiningLivePublisher } from './live/mining-live';
import type { MiningService } from './mining.service';
import type { OverviewService } from './overview/overview.service';
import type { ParameterService } from './parameters/parameter.service';
import type { MarketSnapshot } from './plans/plan-estimates';
import type { PledgeService } from './pledges/pledge.service';
import type { ReferralService } from './referrals/referral.service';

export type MiningServices = {
  mining: MiningService;
  parameters: ParameterService;
  contracts: ContractService;
  accruals: AccrualService;
  overview: OverviewService;
  live: MiningLivePublisher;
  booster: BoosterService;
  pledges: PledgeService;
  referrals: ReferralService;
  grants: GrantService;
  amendments: AmendmentService;
  auditLog: AuditLogReader;
};

export type MiningContext = MiningServices & {
  viewer: Viewer;
  clientIp: string;
  /** The parameters and rates in force, read once per request however many plans it shows. */
  market: () => Promise<MarketSnapshot>;
  /** Where each reinvested or pledged day's payout of a contract went (by `contractId:day`), read once per contract. */
  payoutDestinations: (contractId: string) => Promise<Map<string, PayoutDestination>>;
  /** Per-contract reads batched over a page of contracts: one query each, not one per contract. */
  perContract: {
    minedTotalMinor: DataLoader<string, bigint>;
    transitions: DataLoader<string, TransitionRow[]>;
    amendments: DataLoader<string, AmendmentRow[]>;
  };
};

/** Rows of many contracts, in the order of the ids asked for. */
function byContract<TRow extends { contractId: string }>(ids: readonly string[], rows: TRow[]): TRow[][] {
  const grouped = new Map<string, TRow[]>(ids.map((id) => [id, []]));
  for (const row of rows) grouped.get(row.contractId)?.push(row);
  return ids.map((id) => grouped.get(id)!);
}

export function buildContext(services: MiningServices, viewer: Viewer, request: Request): MiningContext {
  let snapshot: Promise<MarketSnapshot> | undefined;
  const destinations = new Map<string, Promise<Map<string, PayoutDestination>>>();
  return {
    ...services,
    viewer,
    clientIp: request.header(CLIENT_IP_HEADER) ?? 'unknown',
    market: () => (snapshot ??= services.mining.market()),
    perContract: {
      minedTotalMinor: new DataLoader((ids) => services.accruals.minedTotalsMinor(ids)),
      transitions: new DataLoader(async (ids) => byContract(ids, await services.contracts.transitions([...ids]))),
      amendments: new DataLoader(async (ids) => byContract(ids, await services.amendments.amendments([...ids]))),
    },
    payoutDestinations: (contractId) => {
      if (!destinations.has(contractId)) destinations.set(contractId, services.booster.destinations([contractId]));
      return destinations.get(contractId)!;
    },
  };
}

import type { Request } from 'express';
import { CLIENT_IP_HEADER, type Viewer } from '@mc/platform';
import type { AccrualService } from './accruals/accrual.service';
import type { ContractService } from './contracts/contract.service';
import type { MiningService } from './mining.service';
import type { ParameterService } from './parameters/parameter.service';
import type { MarketSnapshot } from './plans/plan-estimates';

export type MiningServices = {
  mining: MiningService;
  parameters: ParameterService;
  contracts: ContractService;
  accruals: AccrualService;
};

export type MiningContext = MiningServices & {
  viewer: Viewer;
  clientIp: string;
  /** The parameters and rates in force, read once per request however many plans it shows. */
  market: () => Promise<MarketSnapshot>;
};

export function buildContext(services: MiningServices, viewer: Viewer, request: Request): MiningContext {
  let snapshot: Promise<MarketSnapshot> | undefined;
  return {
    ...services,
    viewer,
    clientIp: request.header(CLIENT_IP_HEADER) ?? 'unknown',
    market: () => (snapshot ??= services.mining.market()),
  };
}

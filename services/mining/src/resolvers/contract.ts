import type { Viewer } from '@mc/platform';
import { pageRequest } from '@mc/platform';
import { requireReader } from '../access/access';
import { contractName, contractTerm } from '../contracts/contract-naming';
import { effectiveExpiry, effectiveStatus, openStopDays } from '../contracts/contract-rules';
import type { PlanRow } from '../db/plans.repository';
import type { MiningContext } from '../context';
import type { ContractResolvers, ContractTransitionResolvers } from '../generated/resolvers';
import { formatMinorUnits } from '../plans/plan-display';
import { miningError } from '../errors';

/** Hashrate is kept in MH/s: TH/s show 6 decimals, GH/s 3. */
export const Contract: ContractResolvers = {
  plan: (contract, _, context) => planOf(contract, context),
  name: async (contract, _, context) => contractName(contract, await planOf(contract, context)),
  term: async (contract, _, context) => contractTerm(contract, await planOf(contract, context)),
  status: (contract, _, { contracts }) => effectiveStatus(contract, contracts.today()),
  startsLater: (contract, _, { contracts }) =>
    effectiveStatus(contract, contracts.today()) === 'MINING' && contract.startsOn > contracts.today(),
  hashrateThs: (contract) => formatMinorUnits(contract.hashrateMhs, 6),
  powerGhs: (contract) => formatMinorUnits(contract.hashrateMhs, 3),
  expiresOn: (contract, _, { contracts }) => effectiveExpiry(contract, contracts.today()),
  stoppedDays: (contract, _, { contracts }) => contract.stoppedDays + openStopDays(contract, contracts.today()),
  stoppedReason: (contract) => (contract.status === 'STOPPED' ? contract.statusReason : null),
  terminationReason: (contract) => (contract.status === 'TERMINATED' ? contract.statusReason : null),
  pricePaidUsd: (contract) => (contract.priceMinor === null ? null : formatMinorUnits(contract.priceMinor, 2)),
  refund: (contract) =>
    contract.refundReason && contract.refundMinor !== null && contract.refundRemainingDays !== null
      ? {
          reason: contract.refundReason,
          amountUsd: formatMinorUnits(contract.refundMinor, 2),
          remainingDays: contract.refundRemainingDays,
        }
      : null,
  transitions: (contract, _, { perContract }) => perContract.transitions.load(contract.id),
  accruals: (contract, args, { accruals }) => accruals.page(contract.id, pageRequest(args.page, args.pageSize)),
  minedTotal: async (contract, _, { perContract }) =>
    formatMinorUnits(await perContract.minedTotalMinor.load(contract.id), 8),
};

async function planOf(contract: { planId: string }, { mining }: MiningContext): Promise<PlanRow> {
  const plan = await mining.plan(contract.planId);
  if (!plan) throw miningError('PLANS_MISSING', `No plan ${contract.planId}`, { planId: contract.planId });
  return plan;
}

export const ContractTransition: ContractTransitionResolvers = {
  actedBy: (transition, _, { viewer }) => (viewer.kind === 'admin' ? transition.actedBy : null),
};

/** The contract as its reader may see it: the owner's own, any for an admin; others learn nothing of it. */
export function readableContract<TContract extends { userId: string }>(contract: TContract, viewer: Viewer): TContract {
  if (viewer.kind === 'user' && viewer.userId !== contract.userId)
    throw miningError('CONTRACT_NOT_FOUND', 'No such contract');
  requireReader(viewer, contract.userId);
  return contract;
}

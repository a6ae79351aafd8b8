import type {
  AccrualResolvers,
  BoosterEstimateResolvers,
  ContractResolvers,
  MutationResolvers,
  PledgeLimitResolvers,
  PledgeResolvers,
} from '../generated/resolvers';
import { growthBasisPoints } from '../booster/booster-rules';
import { effectiveStatus } from '../contracts/contract-rules';
import { miningError } from '../errors';
import { formatMinorUnits } from '../plans/plan-display';
import { readableContract } from './contract';

const usd = (cents: bigint) => formatMinorUnits(cents, 2);
const ths = (mhs: bigint) => formatMinorUnits(mhs, 6);

/** The contract's referral, Income Booster and pledging fields (the loan itself is funds'). */
export const contractPayoutFields: ContractResolvers = {
  __resolveReference: async (reference, { contracts, viewer }) =>
    readableContract(await contracts.contract(reference.id), viewer),
  bonusForContractId: (contract, _, { viewer }) => (viewer.kind === 'admin' ? contract.bonusForContractId : null),
  boosterEstimate: async (contract, _, { booster, mining, market, contracts }) => {
    const status = effectiveStatus(contract, contracts.today());
    if (status !== 'MINING' && status !== 'STOPPED') return null;
    const plan = await mining.plan(contract.planId);
    if (!plan) throw miningError('PLANS_MISSING', `No plan ${contract.planId}`, { planId: contract.planId });
    return booster.projection(contract, plan, await market());
  },
  pledgeLimit: (contract, _, { pledges }) => (contract.priceMinor === null ? null : pledges.contractLimit(contract)),
  pledges: (contract, _, { pledges }) => pledges.pledgesOf(contract.id),
};

/** Where the day's payout went: reinvested, repaying the loan, or (the rest of the profitable days) the balance. */
export const accrualPayoutFields: AccrualResolvers = {
  payoutDestination: async (accrual, _, { payoutDestinations }) => {
    if (!accrual.profitable) return null;
    const destination = (await payoutDestinations(accrual.contractId)).get(`${accrual.contractId}:${accrual.day}`);
    return destination?.kind ?? 'BALANCE';
  },
  reinvestedHashrateThs: async (accrual, _, { payoutDestinations }) => {
    const destination = (await payoutDestinations(accrual.contractId)).get(`${accrual.contractId}:${accrual.day}`);
    return destination?.kind === 'REINVESTED' ? ths(destination.hashrateMhs) : null;
  },
  reinvestmentStatus: async (accrual, _, { payoutDestinations }) => {
    const destination = (await payoutDestinations(accrual.contractId)).get(`${accrual.contractId}:${accrual.day}`);
    return destination?.kind === 'REINVESTED' ? destination.status : null;
  },
};

export const BoosterEstimate: BoosterEstimateResolvers = {
  startHashrateThs: (projection) => ths(projection.startHashrateMhs),
  projectedHashrateThs: (projection) => ths(projection.projectedHashrateMhs),
  hashrateGrowthPercent: (projection) => formatMinorUnits(growthBasisPoints(projection), 2),
  reinvestedTotal: (projection) => formatMinorUnits(projection.reinvestedMinor, 8),
  withoutBoosterTotal: (projection) => formatMinorUnits(projection.withoutBoosterMinor, 8),
};

export const Pledge: PledgeResolvers = {
  amountUsd: (pledge) => usd(pledge.amountMinor),
  maxUsd: (pledge) => usd(pledge.maxMinor),
  unusedValueUsd: (pledge) => usd(pledge.unusedValueMinor),
  shortfallUsd: (pledge) => (pledge.shortfallMinor === null ? null : usd(pledge.shortfallMinor)),
};

export const PledgeLimit: PledgeLimitResolvers = {
  maxUsd: (limit) => usd(limit.maxMinor),
  unusedValueUsd: (limit) => usd(limit.unusedValueMinor),
  unavailableReason: (limit) => limit.unavailable?.message ?? null,
};

/** The owner's own switches and pledges; the rules are in the services. */
export const payoutMutations: MutationResolvers = {
  setContractBooster: (_, args, { booster, viewer }) => booster.setBooster(viewer, args.id, args.enabled),
  pledgeContract: (_, args, { pledges, viewer }) => pledges.pledge(viewer, args.id, args.amountUsd, args.requestId),
};

import { requireAdmin } from '../access/access';
import type { MiningContext } from '../context';
import type {
  ContractAmendmentResolvers,
  ContractGrantResolvers,
  ContractResolvers,
  MutationResolvers,
} from '../generated/resolvers';
import { miningError } from '../errors';
import { estimateBasis, estimateFor } from '../plans/plan-estimates';
import { formatMinorUnits } from '../plans/plan-display';
import { readableContract } from './contract';

const operator = ({ viewer, clientIp }: MiningContext) => requireAdmin(viewer, clientIp, 'operator');
const adminOnly = <T>(value: T, { viewer }: MiningContext): T | null => (viewer.kind === 'admin' ? value : null);

/** Support grants and amendments: OPERATOR; the maker-checker rules and the audit are in the services. */
export const grantMutations: MutationResolvers = {
  grantContract: (_, { input }, context) => context.grants.grant(operator(context), input),
  approveContractGrant: (_, { id }, context) => context.grants.approve(operator(context), id),
  rejectContractGrant: (_, { id, reason }, context) => context.grants.reject(operator(context), id, reason),
  amendContract: (_, { id, ...request }, context) => context.amendments.amend(operator(context), id, request),
  approveContractAmendment: (_, { id }, context) => context.amendments.approve(operator(context), id),
  rejectContractAmendment: (_, { id, reason }, context) => context.amendments.reject(operator(context), id, reason),
};

/** The contract's fields that grants and amendments add; the owner and admins read them. */
export const contractGrantFields: ContractResolvers = {
  estimatedDailyPayout: async (contract, _, { mining, market }) => {
    const plan = await mining.plan(contract.planId);
    const basis = plan && estimateBasis(plan, await market());
    if (!basis || 'unavailable' in basis) return null;
    return formatMinorUnits(estimateFor(contract.hashrateMhs, basis).netCoinMinor, 8);
  },
  grant: async (contract, _, { grants }) => {
    if (contract.source !== 'SUPPORT_GRANT') return null;
    const [grant] = await grants.grants([contract.id]);
    return grant ? { ...grant, contractStatus: contract.status } : null;
  },
  amendments: (contract, _, { perContract }) => perContract.amendments.load(contract.id),
};

export const ContractGrant: ContractGrantResolvers = {
  // Undecided and no longer pending: terminated (by support) before anyone decided.
  status: (grant) => grant.decision ?? (grant.contractStatus === 'PENDING_PAYMENT' ? 'PENDING' : 'TERMINATED'),
  requestedBy: (grant, _, context) => adminOnly(grant.requestedBy, context),
  decidedBy: (grant, _, context) => adminOnly(grant.decidedBy, context),
};

export const ContractAmendment: ContractAmendmentResolvers = {
  fromPowerGhs: (amendment) =>
    amendment.fromHashrateMhs === null ? null : formatMinorUnits(amendment.fromHashrateMhs, 3),
  toPowerGhs: (amendment) => (amendment.toHashrateMhs === null ? null : formatMinorUnits(amendment.toHashrateMhs, 3)),
  requestedBy: (amendment, _, context) => adminOnly(amendment.requestedBy, context),
  decidedBy: (amendment, _, context) => adminOnly(amendment.decidedBy, context),
  contract: async (amendment, _, { contracts, viewer }) => {
    const contract = await contracts.contract(amendment.contractId).catch(() => undefined);
    if (!contract) throw miningError('CONTRACT_NOT_FOUND', 'No such contract');
    return readableContract(contract, viewer);
  },
};

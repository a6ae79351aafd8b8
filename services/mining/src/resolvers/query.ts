import { pageRequest } from '@mc/platform';
import { requireAdmin } from '../access/access';
import type { QueryResolvers } from '../generated/resolvers';
import { calculate } from '../plans/calculation';
import { readableContract } from './contract';

export const Query: QueryResolvers = {
  plans: (_parent, { coin, variant }, { mining }) => mining.plans(coin ?? undefined, variant ?? undefined),
  plan: (_parent, { id }, { mining }) => mining.plan(id),
  miningCalculator: async (_parent, { input }, { mining, market }) =>
    calculate(await mining.calculatorPlan(input ?? {}), input ?? {}, await market()),
  marketParameters: (_parent, _args, { market }) => market(),
  hashpriceHistory: (_parent, { from, to }, { viewer, clientIp, parameters }) => {
    requireAdmin(viewer, clientIp);
    return parameters.hashpriceHistory(from, to);
  },
  planFeeHistory: (_parent, { planId }, { viewer, clientIp, parameters }) => {
    requireAdmin(viewer, clientIp);
    return parameters.planFeeHistory(planId);
  },
  capacityHistory: (_parent, { coin }, { viewer, clientIp, parameters }) => {
    requireAdmin(viewer, clientIp);
    return parameters.capacityHistory(coin);
  },
  contract: async (_parent, { id }, { viewer, contracts }) => readableContract(await contracts.contract(id), viewer),
  customerContracts: (_parent, { userId, page, pageSize }, { viewer, clientIp, contracts }) => {
    requireAdmin(viewer, clientIp);
    return contracts.page(pageRequest(page, pageSize), userId);
  },
  miningAuditLog: (_parent, { page, pageSize, search }, { viewer, clientIp, auditLog }) => {
    requireAdmin(viewer, clientIp);
    return auditLog.page(pageRequest(page, pageSize), search);
  },
};

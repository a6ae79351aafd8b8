import { requireAdmin } from '../access/access';
import type { MiningContext } from '../context';
import type { MutationResolvers } from '../generated/resolvers';

/** Market-parameter changes and contract transitions: OPERATOR (or SUPERADMIN); the rules and the audit are in the service. */
export const Mutation: MutationResolvers = {
  setHashprice: (_, args, context) =>
    context.parameters.setHashprice(operator(context), args.valueMsatPerThDay, args.reason, args.requestId),
  setPlanFee: (_, args, context) =>
    context.parameters.setPlanFee(operator(context), args.planId, args.microUsdPerThDay, args.reason, args.requestId),
  setCapacity: (_, args, context) =>
    context.parameters.setCapacity(operator(context), args.coin, args.ths, args.reason, args.requestId),
  stopContract: (_, args, context) =>
    context.live.afterChange(context.contracts.stop(operator(context), args.id, args.reason)),
  resumeContract: (_, args, context) =>
    context.live.afterChange(context.contracts.resume(operator(context), args.id, args.reason)),
  terminateContract: (_, args, context) =>
    context.live.afterChange(context.contracts.terminate(operator(context), args.id, args.reason)),
  runAccrual: (_, args, context) => context.accruals.runByOperator(operator(context), args.day),
};

const operator = ({ viewer, clientIp }: MiningContext) => requireAdmin(viewer, clientIp, 'operator');

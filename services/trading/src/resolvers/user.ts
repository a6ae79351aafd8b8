import { pageRequest } from '@mc/platform';
import { mayRead } from '../access';
import { tradingError } from '../errors';
import type { UserResolvers } from '../generated/resolvers';
import type { TradingContext } from '../context';

/** The customer as the gateway refers to them. */
export type UserReference = { id: string };

function requireReader({ viewer }: TradingContext, userId: string): void {
  if (!mayRead(viewer, userId)) throw tradingError('ADMIN_ROLE_REQUIRED', 'You can only see your own trades');
}

/** Trading's fields of the federated customer: readable by the customer and by admins. */
export const User: UserResolvers = {
  __resolveReference: (reference) => reference,
  trades: (user, args, context) => {
    requireReader(context, user.id);
    return context.trades.page(user.id, args.status ?? undefined, pageRequest(args.page, args.pageSize));
  },
  openTrades: (user, _args, context) => {
    requireReader(context, user.id);
    return context.trades.openTrades(user.id);
  },
  options: (user, args, context) => {
    requireReader(context, user.id);
    return context.options.page(user.id, args.status ?? undefined, pageRequest(args.page, args.pageSize));
  },
  copiedTraders: (user, _args, context) => {
    requireReader(context, user.id);
    return context.copies.openCopies(user.id);
  },
  skippedMirrors: (user, _args, context) => {
    requireReader(context, user.id);
    return context.copying.skippedMirrors(user.id);
  },
};

import type {
  LegacyFundsOfUserFragment,
  LegacyMiningOfUserFragment,
  LegacyTradingOfUserFragment,
  LegacyUserDetailFragment,
} from '../generated/graphql';
import type { GraphQLErrorBody } from '../envelope';
import { toLegacyFunds } from './legacy-funds';
import { toLegacyMining } from './legacy-mining';
import { toLegacyTrading } from './legacy-trading';
import { toLegacyUser } from './legacy-user';

export type CustomerInFull = LegacyUserDetailFragment &
  LegacyFundsOfUserFragment &
  LegacyMiningOfUserFragment &
  LegacyTradingOfUserFragment;

/**
 * The services whose absence alone explains a query's errors: every error is the gateway's
 * SERVICE_UNAVAILABLE naming one of them, and none is identity (whose fields the answer cannot do
 * without). [] for no errors; null when any error is something else.
 */
export function servicesAwayOnly(errors: GraphQLErrorBody[] | undefined): string[] | null {
  const services = (errors ?? []).map((error) =>
    error.extensions?.reason === 'SERVICE_UNAVAILABLE' ? error.extensions.details?.service : undefined,
  );
  if (services.some((service) => typeof service !== 'string' || service === 'identity')) return null;
  return [...new Set(services as string[])];
}

/** What a partial answer says, beside the parts it has. */
export function partialAnswerMessage(away: string[]): string {
  return away.length === 0
    ? ''
    : `Part of the account is unavailable for a moment (${away.join(', ')}); please try again`;
}

/**
 * The legacy customer object with its funds, mining and trading fields (issue 26). The graph nulls the
 * part of a service that is away and names it in an error; that part is left out here and the service
 * listed in `unavailable`, so the customer's own fields and the other parts are still answered. A part
 * missing without such an error is a broken answer, not an outage, and fails the call.
 */
export function toLegacyCustomerInFull(user: CustomerInFull, pageUrl: (page: number) => string, away: string[]) {
  const parts = {
    funds: toLegacyFunds(user, pageUrl),
    mining: toLegacyMining(user, pageUrl),
    trading: toLegacyTrading(user, pageUrl),
  };
  const missing = Object.entries(parts).filter(([, part]) => part === null);
  const unexplained = missing.map(([service]) => service).filter((service) => !away.includes(service));
  if (unexplained.length > 0) throw new Error(`The gateway answered no ${unexplained.join(', ')} part and no outage`);
  return {
    ...toLegacyUser(user, pageUrl),
    ...parts.funds,
    ...parts.mining,
    ...parts.trading,
    ...(away.length > 0 ? { unavailable: away } : {}),
  };
}

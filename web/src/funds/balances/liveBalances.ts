import type { ApolloClient } from '@apollo/client';
import { followSubscription } from '../../app/followSubscription';
import type { Money } from '../money';
import { BALANCES_QUERY, LIVE_BALANCES_SUBSCRIPTION, type Balances, type LiveBalance } from '../queries/balances';

/** The pushed figure for this asset, keeping the money's own decimals; the same money when none came. */
function withLive(money: Money, pushed: Map<string, string>): Money {
  const amount = pushed.get(money.assetCode);
  if (amount === undefined || amount === money.amount) return money;
  return { ...money, amount, amountMinor: amount.replace('.', '').replace(/^(-?)0+(?=\d)/, '$1') };
}

/** The cached balances with every pushed figure written in (available and held per asset). */
export function applyLiveBalances(balances: Balances, live: readonly LiveBalance[]): Balances {
  const available = new Map(live.map((item) => [item.assetCode, item.available]));
  const held = new Map(live.map((item) => [item.assetCode, item.held]));
  return {
    ...balances,
    trading: withLive(balances.trading, available),
    tradingHeld: withLive(balances.tradingHeld, held),
    mining: balances.mining.map((money) => withLive(money, available)),
  };
}

/**
 * Follows `myBalances` until the returned function is called: each push is written into the cached
 * balances, so every screen that reads them (the home card, the withdrawal form) changes at once,
 * without a reload.
 */
export function followLiveBalances(client: ApolloClient): () => void {
  return followSubscription(client, {
    subscription: LIVE_BALANCES_SUBSCRIPTION,
    resync: () => client.query({ query: BALANCES_QUERY, fetchPolicy: 'network-only' }),
    onData: ({ myBalances }) => {
      client.cache.updateQuery({ query: BALANCES_QUERY }, (data) =>
        data?.me?.balances
          ? { me: { ...data.me, balances: applyLiveBalances(data.me.balances, myBalances.balances) } }
          : data,
      );
    },
  });
}

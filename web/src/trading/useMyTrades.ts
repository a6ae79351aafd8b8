import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { followSubscription } from '../app/followSubscription';
import { MY_TRADES_SUBSCRIPTION, OPEN_TRADES_QUERY, type LiveProfit, type LiveTradesPush } from './queries';

type Change = NonNullable<LiveTradesPush['change']>;

/**
 * Follows `myTrades` while mounted: every change of the customer's positions goes to `onChange`, and
 * the newest live profit of each open trade (computed by trading) is returned by trade id.
 */
export function useMyTrades(onChange?: (change: Change) => void): Map<string, LiveProfit> {
  const client = useApolloClient();
  const [profits, setProfits] = useState<Map<string, LiveProfit>>(new Map());
  // The subscription outlives renders; it calls the newest callback through this ref.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(
    () =>
      followSubscription(client, {
        subscription: MY_TRADES_SUBSCRIPTION,
        resync: () => client.query({ query: OPEN_TRADES_QUERY, fetchPolicy: 'network-only' }),
        onData: ({ myTrades }) => {
          if (myTrades.change) onChangeRef.current?.(myTrades.change);
          const pushed = myTrades.profits;
          if (pushed) setProfits(new Map(pushed.map((profit) => [profit.tradeId, profit])));
        },
      }),
    [client],
  );
  return profits;
}

import type { ApolloClient, ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { restartSubscriptionSocket } from '../../app/subscriptionSocket';
import type { Money } from '../money';
import { BALANCES_QUERY, LIVE_BALANCES_SUBSCRIPTION, type Balances, type LiveBalance } from '../queries/balances';

/** Waits before subscribing again after a refusal or an end: 1 s, 2 s, 4 s… up to 30 s. */
function retryDelayMs(attempt: number): number {
  return Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt - 1));
}

/** Refusals in a row after which the listener gives up until it is mounted again (about 3 minutes). */
const MAX_ATTEMPTS = 10;

function isUnauthenticated(error: ErrorLike): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.code === 'UNAUTHENTICATED');
}

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
 * without a reload. A refusal for want of a session renews it over HTTP and reopens the socket; any
 * refusal or end is retried after a growing wait (graphql-ws itself reconnects dropped sockets).
 */
export function followLiveBalances(client: ApolloClient): () => void {
  let stopped = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let subscription: { unsubscribe: () => void } | undefined;

  const write = (live: readonly LiveBalance[]) => {
    client.cache.updateQuery({ query: BALANCES_QUERY }, (data) =>
      data?.me ? { me: { ...data.me, balances: applyLiveBalances(data.me.balances, live) } } : data,
    );
  };

  const retry = (unauthenticated: boolean) => {
    subscription?.unsubscribe();
    subscription = undefined;
    if (stopped || attempt >= MAX_ATTEMPTS) return;
    attempt += 1;
    timer = setTimeout(() => {
      void (async () => {
        // Either way the figures may have moved while nobody listened: read them again (this call
        // also renews an expired session through the refresh link, so the socket reconnects signed in).
        await client.query({ query: BALANCES_QUERY, fetchPolicy: 'network-only' }).catch(() => undefined);
        if (stopped) return;
        if (unauthenticated) restartSubscriptionSocket(client);
        start();
      })();
    }, retryDelayMs(attempt));
  };

  const start = () => {
    let ended = false;
    const finish = (unauthenticated: boolean) => {
      if (ended) return;
      ended = true;
      retry(unauthenticated);
    };
    subscription = client.subscribe({ query: LIVE_BALANCES_SUBSCRIPTION, fetchPolicy: 'no-cache' }).subscribe({
      next: (result) => {
        if (result.error) return finish(isUnauthenticated(result.error));
        const pushed = result.data?.myBalances;
        if (!pushed) return;
        attempt = 0;
        write(pushed.balances);
      },
      error: () => finish(false),
      complete: () => finish(false),
    });
  };

  start();
  return () => {
    stopped = true;
    clearTimeout(timer);
    subscription?.unsubscribe();
  };
}

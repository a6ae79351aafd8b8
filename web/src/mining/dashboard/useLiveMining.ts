import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { followSubscription } from '../../app/followSubscription';
import { BALANCES_QUERY } from '../../funds/queries/balances';
import { LIVE_MINING_SUBSCRIPTION, type LiveMining } from './queries';

export type HeldSnapshot = {
  mining: LiveMining;
  /** `performance.now()` when it arrived: the page adds the time it has held it to the server's `at`. */
  receivedAtMs: number;
};

export type LiveMiningState = {
  held: HeldSnapshot | undefined;
  /** Why the last attempt was refused, until a snapshot arrives (issue 26: funds or mining away). */
  refusal: unknown;
  /** Follows again at once, instead of after the growing wait. */
  retry: () => void;
};

/**
 * The newest `myMining` snapshot, followed until the component unmounts. Before each new attempt the
 * balances are read over HTTP, which renews an expired session so the socket reconnects signed in.
 */
export function useLiveMining(): LiveMiningState {
  const client = useApolloClient();
  const [held, setHeld] = useState<HeldSnapshot>();
  const [refusal, setRefusal] = useState<unknown>();
  const [generation, setGeneration] = useState(0);
  useEffect(
    () =>
      followSubscription(client, {
        subscription: LIVE_MINING_SUBSCRIPTION,
        resync: () => client.query({ query: BALANCES_QUERY, fetchPolicy: 'network-only' }),
        onData: ({ myMining }) => {
          setRefusal(undefined);
          setHeld({ mining: myMining, receivedAtMs: performance.now() });
        },
        onRefused: setRefusal,
      }),
    [client, generation],
  );
  const retry = useCallback(() => setGeneration((value) => value + 1), []);
  return { held, refusal, retry };
}

/** `performance.now()`, renewed every `intervalMs`: what makes a live figure move on screen. */
export function useTicker(intervalMs = 1_000): number {
  const [nowMs, setNowMs] = useState(() => performance.now());
  useEffect(() => {
    const timer = setInterval(() => setNowMs(performance.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return nowMs;
}

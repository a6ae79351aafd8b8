import { GraphQLError } from 'graphql';
import type { Viewer } from '@mc/platform';

/** Runs an operation of the API graph as the given viewer, inside the gateway (no HTTP hop). */
export type OperationExecutor = (
  query: string,
  viewer: Viewer,
) => Promise<{ data?: Record<string, unknown> | null; errors?: readonly { message: string }[] }>;

export type LiveMiningPayout = { day: string; amount: string };

/** One coin of `myMining`: the settled balance from funds' ledger and the figures mining computes. */
export type LiveMiningCoin = {
  coin: string;
  settled: string;
  lastPayoutOn: string | null;
  activeContracts: number;
  miningContracts: number;
  powerGhs: string;
  dailyEstimate: string | null;
  perSecond: string | null;
  estimateUnavailableReason: string | null;
  accruingSince: string | null;
  nextStartsOn: string | null;
  payouts: LiveMiningPayout[];
};

export type LiveMining = { at: string; coins: LiveMiningCoin[] };

/**
 * One read of the federated graph: the mining balances (funds) and the mining overview (mining), so one
 * plan and one fan-out. The last payout is mining's day, not a posting's time: the ledger stamps a
 * posting with the database's clock, which the test clock does not move.
 */
export const MINING_SNAPSHOT_QUERY = `query MyMiningSnapshot {
  me {
    id
    balances { mining { assetCode amount } }
    miningOverview {
      at
      coins { coin activeContracts miningContracts powerGhs dailyEstimate perSecond estimateUnavailableReason
        accruingSince nextStartsOn lastPayoutOn payouts { day amount } }
    }
  }
}`;

type OverviewCoin = Omit<LiveMiningCoin, 'settled'>;
type SnapshotData = {
  me: {
    balances: { mining: { assetCode: string; amount: string }[] };
    miningOverview: { at: string; coins: OverviewCoin[] };
  } | null;
};

/** Reads a customer's mining snapshot; refused when the graph has no such customer or a subgraph fails. */
export function miningSnapshotReader(execute: OperationExecutor) {
  return async (viewer: Viewer): Promise<LiveMining> => {
    const result = await execute(MINING_SNAPSHOT_QUERY, viewer);
    if (result.errors?.length || !result.data) {
      throw new GraphQLError('Your mining figures are unavailable; try again in a moment', {
        extensions: { code: 'UNAVAILABLE', reason: 'MINING_SNAPSHOT_FAILED' },
      });
    }
    const me = (result.data as SnapshotData).me;
    if (!me) {
      throw new GraphQLError('Sign in to see your mining', {
        extensions: { code: 'UNAUTHENTICATED', reason: 'SIGN_IN_REQUIRED' },
      });
    }
    return liveMiningOf(me);
  };
}

/** Joins funds' balances to mining's figures, coin by coin, amounts kept as sent. */
export function liveMiningOf(me: NonNullable<SnapshotData['me']>): LiveMining {
  const settledByCoin = new Map(me.balances.mining.map((money) => [money.assetCode, money.amount]));
  return {
    at: me.miningOverview.at,
    coins: me.miningOverview.coins.map((coin) => ({ ...coin, settled: settledByCoin.get(coin.coin) ?? '0' })),
  };
}

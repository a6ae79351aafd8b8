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
  lastPostingAt: string | null;
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

const COINS = ['BTC', 'ETH', 'USDT', 'BNB'] as const;

/**
 * One read of the federated graph: the mining balances and the newest posting on each (funds),
 * and the mining overview (mining). Aliases keep it one operation, so one plan and one fan-out.
 */
export const MINING_SNAPSHOT_QUERY = `query MyMiningSnapshot {
  me {
    id
    balances { mining { assetCode amount } }
    ${COINS.map((coin) => `last${coin}: statement(page: 1, pageSize: 1, assetCode: "${coin}") { items { at } }`).join('\n    ')}
    miningOverview {
      at
      coins { coin activeContracts miningContracts powerGhs dailyEstimate perSecond estimateUnavailableReason
        accruingSince nextStartsOn payouts { day amount } }
    }
  }
}`;

type OverviewCoin = Omit<LiveMiningCoin, 'settled' | 'lastPostingAt'>;
/** `me` of the snapshot query; the newest postings come under the aliases `lastBTC`, `lastETH`, … */
type SnapshotData = {
  me:
    | ({
        balances: { mining: { assetCode: string; amount: string }[] };
        miningOverview: { at: string; coins: OverviewCoin[] };
      } & Record<string, unknown>)
    | null;
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

/** Joins funds' balances and newest postings to mining's figures, coin by coin, amounts kept as sent. */
export function liveMiningOf(me: NonNullable<SnapshotData['me']>): LiveMining {
  const settledByCoin = new Map(me.balances.mining.map((money) => [money.assetCode, money.amount]));
  return {
    at: me.miningOverview.at,
    coins: me.miningOverview.coins.map((coin) => {
      const lastPosting = me[`last${coin.coin}`] as { items: { at: string }[] } | undefined;
      return {
        ...coin,
        settled: settledByCoin.get(coin.coin) ?? '0',
        lastPostingAt: lastPosting?.items[0]?.at ?? null,
      };
    }),
  };
}

import { graphql } from '../../graphql/generated';
import type { LiveMiningSubscription } from '../../graphql/generated/graphql';

/**
 * The signed-in customer's mining, per coin: a snapshot at once, then a new one after each posting
 * on their balances or change of their contracts. The socket's session decides whose.
 */
export const LIVE_MINING_SUBSCRIPTION = graphql(`
  subscription LiveMining {
    myMining {
      at
      coins {
        coin
        settled
        lastPayoutOn
        activeContracts
        miningContracts
        powerGhs
        dailyEstimate
        perSecond
        estimateUnavailableReason
        accruingSince
        nextStartsOn
        payouts {
          day
          amount
        }
      }
    }
  }
`);

export type LiveMining = LiveMiningSubscription['myMining'];
export type LiveMiningCoin = LiveMining['coins'][number];

/** The mining part of the legacy customer object (specification 000 §3): figures per coin and the paged contracts. */
import { graphql } from '../generated';
import type { Coin, LegacyMiningOfUserFragment } from '../generated/graphql';
import { legacyEmbeddedPage } from '../legacy-paging';
import { toLegacyContract } from './legacy-contracts';

/** The specification's coin names in field names (`mining_balance_bitcoin_cash` is shown as BNB). */
export const LEGACY_COIN_NAMES: Record<Coin, string> = {
  BTC: 'bitcoin',
  ETH: 'ethereum',
  BNB: 'bitcoin_cash',
  USDT: 'tether',
};

/** Its lists turn with the operation's `$page`, like the funds lists. */
export const LEGACY_MINING_OF_USER = graphql(`
  fragment LegacyMiningOfUser on User {
    miningOverview {
      coins {
        coin
        powerGhs
        dailyEstimate
        perSecond
      }
    }
    contracts(page: $page, pageSize: 20) {
      total
      page
      pageSize
      items {
        ...LegacyAdminContract
      }
    }
  }
`);

/**
 * `mining_power_{coin}` in GH/s of the contracts mining today; `daily_mining_{coin}` and `per_second_{coin}`
 * are estimates from the current parameters and rates (null until the feed has priced the coins), the
 * figures the dashboard's balance grows by between two daily postings.
 */
export function toLegacyMining(user: LegacyMiningOfUserFragment, pageUrl: (page: number) => string) {
  const { miningOverview, contracts } = user;
  // Null when mining did not answer them (issue 26: it is away).
  if (!miningOverview || !contracts) return null;
  const figures = miningOverview.coins.flatMap((line): [string, number | null][] => {
    const name = LEGACY_COIN_NAMES[line.coin];
    const numberOrNull = (value: string | null | undefined) => (value == null ? null : Number(value));
    return [
      [`mining_power_${name}`, Number(line.powerGhs)],
      [`daily_mining_${name}`, numberOrNull(line.dailyEstimate)],
      [`per_second_${name}`, numberOrNull(line.perSecond)],
    ];
  });
  return {
    ...Object.fromEntries(figures),
    contracts: legacyEmbeddedPage(contracts, toLegacyContract, pageUrl),
  };
}

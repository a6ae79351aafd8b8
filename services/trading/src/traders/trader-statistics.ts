import type { TraderRow, TraderTradeFigures } from '../db/traders.repository';
import { equityCurve, maxDrawdownPercent } from '../copying/copy-figures';
import { usd } from './trader-rules';

export type TraderStatistics = {
  winRate: number | null;
  numberOfTrades: number | null;
  return: number | null;
  maxDrawdown: number | null;
  assetsCopying: string;
  statisticsUnavailable: StatisticsUnavailable | null;
  statisticsUnavailableReason: string | null;
};

/** What the equity curve and the copies add: closed model trades in closing order, open allocations. */
export type CopyFigures = {
  assetsCopyingMinor: bigint;
  closed: { closedAt: Date | null; profitMinor: bigint | null }[];
};

/**
 * Why a trader's figures are null: the schema's `TraderStatisticsUnavailable`, one value each. Clients word
 * the code in their reader's language; the English text stays for the legacy API and the admin panel.
 */
const UNAVAILABLE_TEXTS = {
  NO_CLOSED_TRADES: 'This trader has no closed trades recorded yet',
} as const;

export type StatisticsUnavailable = keyof typeof UNAVAILABLE_TEXTS;

const percent = (numerator: number, denominator: number) => Math.round((numerator / denominator) * 10_000) / 100;

/**
 * Figures from the trader's closed model trades only, in percent to 2 decimals: the share of them that
 * made a profit, their summed profit over the stated equity, and the equity curve's largest drawdown.
 * No trades, no figures: nothing is invented. Assets copying is the open copies' allocations.
 */
export function traderStatistics(trader: TraderRow, figures: TraderTradeFigures, copy: CopyFigures): TraderStatistics {
  const assetsCopying = usd(copy.assetsCopyingMinor);
  if (figures.closedTrades === 0)
    return {
      winRate: null,
      numberOfTrades: null,
      return: null,
      maxDrawdown: null,
      assetsCopying,
      statisticsUnavailable: 'NO_CLOSED_TRADES',
      statisticsUnavailableReason: UNAVAILABLE_TEXTS.NO_CLOSED_TRADES,
    };
  return {
    winRate: percent(figures.winningTrades, figures.closedTrades),
    numberOfTrades: figures.closedTrades,
    return: percent(Number(figures.profitMinor), Number(trader.equityMinor)),
    maxDrawdown: maxDrawdownPercent(equityCurve(trader.equityMinor, trader.createdAt, copy.closed)),
    assetsCopying,
    statisticsUnavailable: null,
    statisticsUnavailableReason: null,
  };
}

import type { TraderRow, TraderTradeFigures } from '../db/traders.repository';

export type TraderStatistics = {
  winRate: number | null;
  numberOfTrades: number | null;
  return: number | null;
  statisticsUnavailableReason: string | null;
};

export const NO_CLOSED_TRADES = 'This trader has no closed trades recorded yet';

const percent = (numerator: number, denominator: number) => Math.round((numerator / denominator) * 10_000) / 100;

/**
 * Figures from the trader's closed trades only, in percent to 2 decimals: the share of them that made a
 * profit, and their summed profit over the stated equity. No trades, no figures: nothing is invented.
 */
export function traderStatistics(trader: TraderRow, figures: TraderTradeFigures): TraderStatistics {
  if (figures.closedTrades === 0)
    return { winRate: null, numberOfTrades: null, return: null, statisticsUnavailableReason: NO_CLOSED_TRADES };
  return {
    winRate: percent(figures.winningTrades, figures.closedTrades),
    numberOfTrades: figures.closedTrades,
    return: percent(Number(figures.profitMinor), Number(trader.equityMinor)),
    statisticsUnavailableReason: null,
  };
}

import type { Database } from '@mc/platform';
import { closedModelProfits, copiedAllocations } from '../db/copy-trading.repository';
import { closedTradeFigures, openCopiesCounts, type TraderRow } from '../db/traders.repository';
import { traderStatistics, type TraderStatistics } from './trader-statistics';

/** A trader with what customers see computed from records: its copiers and its statistics. */
export type TraderView = TraderRow & { copiers: number; statistics: TraderStatistics };

const NO_TRADES = { closedTrades: 0, winningTrades: 0, profitMinor: 0n };

/** Four grouped queries for a whole list, rather than four per trader. */
export async function withFigures(database: Database, rows: TraderRow[]): Promise<TraderView[]> {
  const ids = rows.map((row) => row.id);
  const [copiers, figures, allocations, closed] = await Promise.all([
    openCopiesCounts(database.orm, ids),
    closedTradeFigures(database.orm, ids),
    copiedAllocations(database.orm, ids),
    closedModelProfits(database.orm, ids),
  ]);
  return rows.map((row) => ({
    ...row,
    copiers: copiers.get(row.id) ?? 0,
    statistics: traderStatistics(row, figures.get(row.id) ?? NO_TRADES, {
      assetsCopyingMinor: allocations.get(row.id) ?? 0n,
      closed: closed.get(row.id) ?? [],
    }),
  }));
}

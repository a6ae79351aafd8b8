import { asc, eq } from 'drizzle-orm';
import type { Executor } from '@mc/platform';
import type { Market } from '@mc/contracts';
import { instruments } from './schema';

export type InstrumentRow = typeof instruments.$inferSelect;

/** All instruments, or one market's, in the order the trading screens show them. */
export function listInstruments(db: Executor, market?: Market): Promise<InstrumentRow[]> {
  const query = db.select().from(instruments);
  const filtered = market ? query.where(eq(instruments.market, market)) : query;
  return filtered.orderBy(asc(instruments.position));
}

export async function findInstrument(db: Executor, symbol: string): Promise<InstrumentRow | undefined> {
  const [row] = await db.select().from(instruments).where(eq(instruments.symbol, symbol)).limit(1);
  return row;
}

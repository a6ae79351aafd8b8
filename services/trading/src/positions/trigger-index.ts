import type { Scaled, Side } from './figures';
import type { TriggerLevels } from './trade-rules';

type Entry = { level: Scaled; tradeId: string };

/** Levels sorted ascending, for one direction of one side of one symbol. */
class Levels {
  private entries: Entry[] = [];

  add(entry: Entry): void {
    this.entries.splice(this.firstAtOrAbove(entry.level), 0, entry);
  }

  remove(tradeId: string): void {
    this.entries = this.entries.filter((entry) => entry.tradeId !== tradeId);
  }

  /** Entries with level ≥ price (they trigger as the price falls to them); removed. */
  takeAtOrAbove(price: Scaled): string[] {
    const from = this.firstAtOrAbove(price);
    return this.entries.splice(from).map((entry) => entry.tradeId);
  }

  /** Entries with level ≤ price (they trigger as the price rises to them); removed. */
  takeAtOrBelow(price: Scaled): string[] {
    const until = this.firstAtOrAbove(price + 1n);
    return this.entries.splice(0, until).map((entry) => entry.tradeId);
  }

  get size(): number {
    return this.entries.length;
  }

  private firstAtOrAbove(level: Scaled): number {
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.entries[middle].level < level) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

type SideBook = { falling: Levels; rising: Levels };

/**
 * Open trades indexed by symbol, side and trigger price, so a tick finds the trades it closes by
 * binary search instead of scanning every open trade. Each trade has at most one level per direction
 * on its closing price: BUY falls to max(stop-loss, close-out) and rises to its take-profit; SELL
 * rises to min(stop-loss, close-out) and falls to its take-profit.
 */
export class TriggerIndex {
  private readonly books = new Map<string, Record<Side, SideBook>>();
  private readonly symbolOf = new Map<string, string>();

  add(tradeId: string, symbol: string, levels: TriggerLevels): void {
    this.remove(tradeId);
    const book = this.bookOf(symbol)[levels.side];
    const protective = levels.stopLoss === null ? levels.closeOut : pickProtective(levels);
    const gain = levels.takeProfit;
    if (levels.side === 'BUY') {
      book.falling.add({ level: protective, tradeId });
      if (gain !== null) book.rising.add({ level: gain, tradeId });
    } else {
      book.rising.add({ level: protective, tradeId });
      if (gain !== null) book.falling.add({ level: gain, tradeId });
    }
    this.symbolOf.set(tradeId, symbol);
  }

  remove(tradeId: string): void {
    const symbol = this.symbolOf.get(tradeId);
    if (symbol === undefined) return;
    for (const book of Object.values(this.bookOf(symbol))) {
      book.falling.remove(tradeId);
      book.rising.remove(tradeId);
    }
    this.symbolOf.delete(tradeId);
  }

  /** The trades a tick reaches (BUY at the bid, SELL at the ask), taken out of the index. */
  reached(symbol: string, bid: Scaled, ask: Scaled): string[] {
    const books = this.books.get(symbol);
    if (!books) return [];
    const ids = new Set([
      ...books.BUY.falling.takeAtOrAbove(bid),
      ...books.BUY.rising.takeAtOrBelow(bid),
      ...books.SELL.rising.takeAtOrBelow(ask),
      ...books.SELL.falling.takeAtOrAbove(ask),
    ]);
    for (const id of ids) this.remove(id);
    return [...ids];
  }

  get size(): number {
    return this.symbolOf.size;
  }

  private bookOf(symbol: string): Record<Side, SideBook> {
    let book = this.books.get(symbol);
    if (!book) {
      book = {
        BUY: { falling: new Levels(), rising: new Levels() },
        SELL: { falling: new Levels(), rising: new Levels() },
      };
      this.books.set(symbol, book);
    }
    return book;
  }
}

/** The protective level reached first: the higher for a BUY (price falling), the lower for a SELL. */
function pickProtective(levels: TriggerLevels): Scaled {
  const stopLoss = levels.stopLoss!;
  if (levels.side === 'BUY') return stopLoss > levels.closeOut ? stopLoss : levels.closeOut;
  return stopLoss < levels.closeOut ? stopLoss : levels.closeOut;
}

export type PriceDirection = 'up' | 'down';

export interface LivePrice {
  ask: number;
  /** Direction of the last change; null until the price has moved. */
  direction: PriceDirection | null;
}

export type LivePrices = Readonly<Record<string, LivePrice>>;

/**
 * Folds one tick into the live prices. An unchanged price keeps the colour of its last move,
 * so a repeated tick does not make the strip flicker.
 */
export function applyTick(
  prices: LivePrices,
  tick: { symbol: string; ask: number },
  previousAsk: number | null,
): LivePrices {
  const earlier = prices[tick.symbol];
  const reference = earlier?.ask ?? previousAsk;
  let direction = earlier?.direction ?? null;
  if (reference !== null && tick.ask > reference) direction = 'up';
  if (reference !== null && tick.ask < reference) direction = 'down';
  if (earlier && earlier.ask === tick.ask && earlier.direction === direction) return prices;
  return { ...prices, [tick.symbol]: { ask: tick.ask, direction } };
}

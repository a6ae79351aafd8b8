import assert from 'node:assert/strict';

/**
 * Pure rules turning feed candles into display rates (the client state's `rates`). A coin pair
 * is quoted in USDT, taken at par with USD; EURUSD and GBPUSD convert the usd figure.
 */
export const FX_SYMBOLS = ['EURUSD', 'GBPUSD'] as const;
export type FxSymbol = (typeof FX_SYMBOLS)[number];

/** Latest close per fiat pair, in USD per one EUR or GBP; absent until the feed sent one. */
export type FxCloses = Partial<Record<FxSymbol, number>>;
export type FiatFigures = { usd: number; eur: number; gbp: number };

export const TETHER_COIN = 'tether';
/** Tether is priced at par: its eur and gbp follow the fx closes alone. */
export const TETHER_USD = 1;

const COIN_OF_PAIR = new Map<string, string>([
  ['BTCUSDT', 'bitcoin'],
  ['ETHUSDT', 'ethereum'],
  ['LTCUSDT', 'litecoin'],
  ['ZECUSDT', 'zcash'],
  ['BNBUSDT', 'binancecoin'],
]);

export type CandleTarget = { kind: 'fx'; symbol: FxSymbol } | { kind: 'coin'; coin: string } | { kind: 'ignored' };

/** What a candle of `symbol` updates; ripple and monero have no feed pair and never appear here. */
export function targetOfSymbol(symbol: string): CandleTarget {
  const fxSymbol = FX_SYMBOLS.find((candidate) => candidate === symbol);
  if (fxSymbol) return { kind: 'fx', symbol: fxSymbol };
  const coin = COIN_OF_PAIR.get(symbol);
  return coin ? { kind: 'coin', coin } : { kind: 'ignored' };
}

/**
 * A coin's figures from its usd price. Without an fx close yet, the stored row's own eur/usd and
 * gbp/usd ratios (the fallback's) stand in, so a coin never mixes a live usd with a stale eur.
 */
export function figuresFromUsd(usd: number, fx: FxCloses, stored: FiatFigures): FiatFigures {
  assert.ok(usd > 0 && Number.isFinite(usd), `usd price must be positive, got ${usd}`);
  assert.ok(stored.usd > 0, 'stored usd figure must be positive');
  return {
    usd,
    eur: convertUsd(usd, fx.EURUSD, stored.eur / stored.usd),
    gbp: convertUsd(usd, fx.GBPUSD, stored.gbp / stored.usd),
  };
}

function convertUsd(usd: number, pairCloseUsd: number | undefined, storedRatio: number): number {
  if (pairCloseUsd === undefined) return usd * storedRatio;
  assert.ok(pairCloseUsd > 0, `fx close must be positive, got ${pairCloseUsd}`);
  return usd / pairCloseUsd;
}

export function fxClosesOf(rows: { symbol: FxSymbol; close: number }[]): FxCloses {
  return Object.fromEntries(rows.map((row) => [row.symbol, row.close]));
}

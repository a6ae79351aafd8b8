import { figuresFromUsd, fxClosesOf, targetOfSymbol } from '../src/rates/feed-pricing';

const fallbackBitcoin = { usd: 65_000, eur: 60_000, gbp: 52_000 };

describe('targetOfSymbol', () => {
  it('maps the five coin pairs to their client-state coin ids', () => {
    expect(['BTCUSDT', 'ETHUSDT', 'LTCUSDT', 'ZECUSDT', 'BNBUSDT'].map(targetOfSymbol)).toEqual([
      { kind: 'coin', coin: 'bitcoin' },
      { kind: 'coin', coin: 'ethereum' },
      { kind: 'coin', coin: 'litecoin' },
      { kind: 'coin', coin: 'zcash' },
      { kind: 'coin', coin: 'binancecoin' },
    ]);
  });

  it('recognises the two fx pairs and ignores everything else', () => {
    expect(targetOfSymbol('EURUSD')).toEqual({ kind: 'fx', symbol: 'EURUSD' });
    expect(targetOfSymbol('GBPUSD')).toEqual({ kind: 'fx', symbol: 'GBPUSD' });
    for (const symbol of ['AUDCHF', 'TRXUSDT', 'AAPL', 'XRPUSDT', 'constructor'])
      expect(targetOfSymbol(symbol)).toEqual({ kind: 'ignored' });
  });
});

describe('figuresFromUsd', () => {
  it('divides by the fx closes when both are known', () => {
    const figures = figuresFromUsd(70_000, { EURUSD: 1.25, GBPUSD: 1.4 }, fallbackBitcoin);
    expect(figures).toEqual({ usd: 70_000, eur: 56_000, gbp: 50_000 });
  });

  it('keeps the stored ratio for a pair the feed has not closed yet', () => {
    const figures = figuresFromUsd(71_500, { EURUSD: 1.1 }, fallbackBitcoin);
    expect(figures.eur).toBeCloseTo(65_000, 8);
    expect(figures.gbp).toBeCloseTo(71_500 * (52_000 / 65_000), 8);
  });

  it('refuses a non-positive price', () => {
    expect(() => figuresFromUsd(0, {}, fallbackBitcoin)).toThrow(/positive/);
    expect(() => figuresFromUsd(Number.NaN, {}, fallbackBitcoin)).toThrow(/positive/);
  });
});

describe('fxClosesOf', () => {
  it('keys the stored closes by pair', () => {
    expect(fxClosesOf([{ symbol: 'GBPUSD', close: 1.27 }])).toEqual({ GBPUSD: 1.27 });
  });
});

import { conversionRate } from '../src/positions/conversion';
import { closeOutPrice, lotUnits, parseScaled, priceUnits, tradeProfitMinor } from '../src/positions/figures';
import { leverageRangeFor } from '../src/positions/jurisdiction';
import { checkedAmount, checkedLevel, checkedLeverage, triggeredReason } from '../src/positions/trade-rules';
import { TriggerIndex } from '../src/positions/trigger-index';

const ONE_RATE = 10n ** 10n;
const price = priceUnits;

describe('trade figures', () => {
  it('sizes a trade: units = margin × leverage ÷ opening price, in the quote currency', () => {
    expect(lotUnits(10_000n, 2, 10, price(100), ONE_RATE)).toBe(10n * 10n ** 8n);
    // 100 USD on USDJPY at 150.482 with 1:10: 15,048.2 JPY of margin, about 1,000 units (the rate keeps 10 decimals).
    const usdPerJpy = conversionRate('JPY', 'USD', () => 150.482)!;
    expect(lotUnits(10_000n, 2, 10, price(150.482), usdPerJpy)).toBe(99_999_999_408n);
  });

  it('computes profit and loss both ways, truncated toward zero and never below −margin', () => {
    const trade = {
      units: 10n * 10n ** 8n,
      openPrice: price(100),
      closeRate: ONE_RATE,
      marginMinor: 10_000n,
      minorScale: 2,
    };
    expect(tradeProfitMinor({ ...trade, side: 'BUY', closePrice: price(107.8) })).toBe(7_800n);
    expect(tradeProfitMinor({ ...trade, side: 'SELL', closePrice: price(107.8) })).toBe(-7_800n);
    expect(tradeProfitMinor({ ...trade, side: 'BUY', closePrice: price(100.00333) })).toBe(3n);
    expect(tradeProfitMinor({ ...trade, side: 'BUY', closePrice: price(88.2) })).toBe(-10_000n);
  });

  it('gives the figures of the worked example in docs/trading.md (USD account, EURGBP, 1:20)', () => {
    const openRate = conversionRate('GBP', 'USD', () => 1.2715)!;
    const units = lotUnits(10_000n, 2, 20, price(0.8513), openRate);
    expect(units).toBe(184_769_803_846n);
    expect(closeOutPrice('BUY', price(0.8513), 20, 5)).toBe(price(0.83002));
    const closeRate = conversionRate('GBP', 'USD', () => 1.26)!;
    const profit = tradeProfitMinor({
      side: 'BUY',
      units,
      openPrice: price(0.8513),
      closePrice: price(0.8575),
      closeRate,
      marginMinor: 10_000n,
      minorScale: 2,
    });
    expect(profit).toBe(1_443n);
  });

  it('closes out where the loss reaches half the margin, rounded toward the opening price', () => {
    expect(closeOutPrice('BUY', price(100), 10, 2)).toBe(price(95));
    expect(closeOutPrice('SELL', price(100), 10, 2)).toBe(price(105));
    expect(closeOutPrice('BUY', price(1.08251), 100, 5)).toBe(price(1.0771));
    expect(closeOutPrice('SELL', price(1.08251), 100, 5)).toBe(price(1.08792));
  });

  it('converts quote currencies into the trading currency from feed asks', () => {
    const asks: Record<string, number> = { EURUSD: 1.25, GBPUSD: 1.6, USDJPY: 150, USDCHF: 0.8 };
    const rate = (quote: string, trading: string) => conversionRate(quote, trading, (symbol) => asks[symbol]);
    expect(rate('USDT', 'USD')).toBe(ONE_RATE);
    expect(rate('USD', 'EUR')).toBe(parseScaled('0.8', 10));
    expect(rate('GBP', 'EUR')).toBe(parseScaled('1.28', 10));
    expect(rate('CHF', 'GBP')).toBe(parseScaled('0.78125', 10));
    expect(rate('JPY', 'USD')).toBe(parseScaled('0.0066666667', 10));
    expect(rate('AUD', 'USD')).toBeUndefined();
    expect(rate('XYZ', 'USD')).toBeUndefined();
  });
});

describe('trade rules', () => {
  it('takes leverage 1:3 to 1:100, amounts of 1 to 1,000,000 with two decimals, levels at the precision', () => {
    const range = leverageRangeFor({ symbol: 'AAPL', market: 'STOCKS' }, 'ELSEWHERE')!;
    expect(checkedLeverage(3, range)).toBe(3);
    expect(checkedLeverage(100, range)).toBe(100);
    for (const bad of [2, 101, 2.5]) expect(() => checkedLeverage(bad, range)).toThrow('leverage');
    expect(checkedAmount('1', 'margin')).toBe('1');
    for (const bad of ['0.99', '1000000.01', '1.001', '-5', 'ten'])
      expect(() => checkedAmount(bad, 'margin')).toThrow('margin');
    expect(checkedLevel(101.25, 2, 'takeProfit')).toBe(price(101.25));
    expect(() => checkedLevel(101.255, 2, 'takeProfit')).toThrow('takeProfit');
    expect(checkedLevel(null, 2, 'stopLoss')).toBeNull();
  });

  it('names the reason a closing price reaches: take-profit, stop-loss, then close-out', () => {
    const buy = { side: 'BUY' as const, takeProfit: price(105), stopLoss: price(97), closeOut: price(95) };
    expect(triggeredReason(buy, price(105))).toBe('TAKE_PROFIT');
    expect(triggeredReason(buy, price(96))).toBe('STOP_LOSS');
    expect(triggeredReason(buy, price(90))).toBe('STOP_LOSS');
    expect(triggeredReason({ ...buy, stopLoss: null }, price(95))).toBe('CLOSE_OUT');
    expect(triggeredReason(buy, price(100))).toBeUndefined();
    const sell = { side: 'SELL' as const, takeProfit: price(95), stopLoss: null, closeOut: price(105) };
    expect(triggeredReason(sell, price(94))).toBe('TAKE_PROFIT');
    expect(triggeredReason(sell, price(105))).toBe('CLOSE_OUT');
  });
});

describe('trigger index', () => {
  it('finds only the trades a tick reaches, on their closing side, and forgets them', () => {
    const index = new TriggerIndex();
    index.add('buy-tp', 'AAPL', { side: 'BUY', takeProfit: price(105), stopLoss: null, closeOut: price(95) });
    index.add('buy-sl', 'AAPL', { side: 'BUY', takeProfit: null, stopLoss: price(99), closeOut: price(95) });
    index.add('sell', 'AAPL', { side: 'SELL', takeProfit: price(90), stopLoss: null, closeOut: price(105) });
    index.add('other', 'MSFT', { side: 'BUY', takeProfit: price(1), stopLoss: null, closeOut: price(0.5) });
    expect(index.reached('AAPL', price(100), price(102))).toEqual([]);
    expect(index.reached('AAPL', price(98.5), price(100.5))).toEqual(['buy-sl']);
    expect(index.reached('AAPL', price(104), price(106)).sort()).toEqual(['sell']);
    expect(index.reached('AAPL', price(105), price(107))).toEqual(['buy-tp']);
    expect(index.size).toBe(1);
    index.remove('other');
    expect(index.size).toBe(0);
  });
});

import { feedPrice } from '@mc/contracts';
import {
  bidFor,
  floorPrice,
  nextAsk,
  roundPrice,
  VOLATILITY_PER_TICK,
  walkParametersFor,
  type WalkParameters,
} from '../src/feed/price-rules';
import { QuoteBook } from '../src/feed/quote-book';
import { mulberry32, randomFor } from '../src/feed/random';

const decimalsOf = (value: number) => (String(value).split('.')[1] ?? '').length;

function walk(parameters: WalkParameters, seed: number, steps: number): number[] {
  const random = mulberry32(seed);
  const asks: number[] = [];
  let ask = parameters.startPrice;
  for (let step = 0; step < steps; step += 1) {
    ask = nextAsk(ask, parameters, random);
    asks.push(ask);
  }
  return asks;
}

describe('the simulated walk', () => {
  it('never reaches zero in 100,000 steps from a tiny price, even with absurd volatility', () => {
    const parameters = {
      startPrice: 0.00003,
      pricePrecision: 5,
      volatilityPerTick: 0.5,
      meanReversionPerTick: 0.00001,
    };
    const asks = walk(parameters, 42, 100_000);
    const floor = floorPrice(parameters.startPrice, parameters.pricePrecision);
    expect(floor).toBe(0.00001);
    expect(Math.min(...asks)).toBeGreaterThanOrEqual(floor);
    expect(asks.filter((ask) => !(bidFor(ask, 200, parameters.pricePrecision) > 0))).toEqual([]);
  });

  it('keeps every price at the instrument precision and within the 5-decimal contract', () => {
    for (const pricePrecision of [0, 2, 3, 4, 5]) {
      const parameters = walkParametersFor({
        market: 'CRYPTO',
        startPrice: roundPrice(1.23456789 * 10 ** (5 - pricePrecision), pricePrecision),
        pricePrecision,
      });
      // Collected, not asserted one by one: thousands of expect() calls would dominate the run.
      const broken = walk(parameters, pricePrecision + 1, 5_000).filter(
        (ask) =>
          decimalsOf(ask) > pricePrecision ||
          !feedPrice.safeParse(ask).success ||
          !feedPrice.safeParse(bidFor(ask, 200, pricePrecision)).success,
      );
      expect(broken).toEqual([]);
    }
  });

  it('stays near its start: mean reversion keeps a day of crypto ticks within a sane band', () => {
    const parameters = walkParametersFor({ market: 'CRYPTO', startPrice: 95_120.5, pricePrecision: 2 });
    const asks = walk(parameters, 7, 115_200);
    expect(Math.min(...asks)).toBeGreaterThan(95_120.5 * 0.6);
    expect(Math.max(...asks)).toBeLessThan(95_120.5 * 1.4);
    expect(VOLATILITY_PER_TICK.CURRENCIES).toBeLessThan(VOLATILITY_PER_TICK.STOCKS);
  });

  it('repeats the same sequence for the same seed and differs for another', () => {
    const parameters = walkParametersFor({ market: 'CURRENCIES', startPrice: 1.0825, pricePrecision: 5 });
    expect(walk(parameters, 2024, 1_000)).toEqual(walk(parameters, 2024, 1_000));
    expect(walk(parameters, 2024, 1_000)).not.toEqual(walk(parameters, 2025, 1_000));
    const first = randomFor(9, 'BTCUSDT');
    const second = randomFor(9, 'BTCUSDT');
    expect([first(), first(), first()]).toEqual([second(), second(), second()]);
    expect(randomFor(9, 'ETHUSDT')()).not.toBe(randomFor(9, 'BTCUSDT')());
  });
});

describe('the bid', () => {
  it('is the ask less the spread, rounded half up to the precision', () => {
    expect(bidFor(100, 200, 2)).toBe(98);
    expect(bidFor(1.08123, 200, 5)).toBe(1.05961); // 1.0596054
    expect(bidFor(95_120.5, 200, 2)).toBe(93_218.09);
    expect(bidFor(150.482, 200, 3)).toBe(147.472); // 147.47236
    expect(bidFor(0.5, 150, 0)).toBe(1); // 0.4925 would round to 0: one unit keeps it positive
    expect(bidFor(12.5, 0, 1)).toBe(12.5);
    expect(bidFor(0.00001, 200, 5)).toBe(0.00001);
  });

  it('refuses a spread that would leave no bid', () => {
    expect(() => bidFor(1, 10_000, 5)).toThrow('Invalid spread');
    expect(() => bidFor(1, 200, 6)).toThrow('precision');
  });
});

describe('the quote book', () => {
  const at = (iso: string) => new Date(`2030-01-01T${iso}Z`);
  const quote = (ask: number, time: string) => ({ symbol: 'EURUSD', ask, bid: bidFor(ask, 200, 5), at: at(time) });

  it('builds a one-minute candle and finishes it when the next minute begins', () => {
    const book = new QuoteBook([]);
    for (const [ask, time] of [
      [1.1, '12:00:01'],
      [1.3, '12:00:20'],
      [1.05, '12:00:40'],
      [1.2, '12:00:59'],
    ] as const)
      book.record(quote(ask, time));
    const during = book.takeChanges(at('12:00:59.5').getTime());
    expect(during.openCandles).toEqual([
      { symbol: 'EURUSD', startedAt: at('12:00:00'), open: 1.1, high: 1.3, low: 1.05, close: 1.2 },
    ]);
    expect(during.finishedCandles).toEqual([]);
    book.record(quote(1.25, '12:01:02'));
    const after = book.takeChanges(at('12:01:03').getTime());
    expect(after.finishedCandles).toEqual([
      { symbol: 'EURUSD', startedAt: at('12:00:00'), open: 1.1, high: 1.3, low: 1.05, close: 1.2 },
    ]);
    expect(after.openCandles[0]).toMatchObject({ startedAt: at('12:01:00'), open: 1.25 });
    expect(after.quotes).toEqual([quote(1.25, '12:01:02')]);
  });

  it('finishes a quiet instrument’s candle by the clock and never reopens a finished minute', () => {
    const book = new QuoteBook([quote(1.0, '11:59:00')]);
    expect(book.takeChanges(at('12:00:00').getTime()).quotes).toEqual([]); // stored quotes are not rewritten
    book.record(quote(1.1, '12:00:10'));
    book.takeChanges(at('12:00:11').getTime());
    expect(book.takeChanges(at('12:01:00').getTime()).finishedCandles).toHaveLength(1);
    book.record(quote(1.2, '12:00:30')); // the clock stepped back
    const changes = book.takeChanges(at('12:00:31').getTime());
    expect(changes.quotes).toHaveLength(1);
    expect(changes.openCandles).toEqual([]);
  });

  it('gives a failed flush’s changes to the next one', () => {
    const book = new QuoteBook([]);
    book.record(quote(1.1, '12:00:10'));
    const failed = book.takeChanges(at('12:01:00').getTime());
    book.restore(failed);
    const retried = book.takeChanges(at('12:01:01').getTime());
    expect(retried.finishedCandles).toEqual(failed.finishedCandles);
    expect(retried.quotes).toEqual(failed.quotes);
  });
});

import { randomUUID } from 'node:crypto';
import {
  convertUsdMinor,
  equityCurve,
  maxDrawdownPercent,
  mirrorMarginUsdMinor,
  mirrorTradeId,
  profitShareOf,
} from '../src/copying/copy-figures';
import { forEachBounded } from '../src/copying/bounded';

describe('copy-trading figures', () => {
  it('sizes a mirror by allocation ÷ equity, floored to the cent, and converts it floored', () => {
    expect(mirrorMarginUsdMinor(50_000n, 100_000n, 1_000_000n)).toBe(5_000n); // 500 × 1,000 ÷ 10,000 = 50.00
    expect(mirrorMarginUsdMinor(50_000n, 1_000n, 1_000_000n)).toBe(50n); // 0.50: below the 1.00 minimum
    expect(mirrorMarginUsdMinor(33_333n, 100_000n, 1_000_000n)).toBe(3_333n); // 33.333 → 33.33
    expect(convertUsdMinor(5_000n, 10_000_000_000n)).toBe(5_000n); // USD at par
    expect(convertUsdMinor(5_000n, 7_864_699_000n)).toBe(3_932n); // 0.7864699 GBP per USD: 39.3234… → 39.32
  });

  it('gives one stable UUID per trader trade and copier', () => {
    const trade = randomUUID();
    const user = randomUUID();
    expect(mirrorTradeId(trade, user)).toBe(mirrorTradeId(trade, user));
    expect(mirrorTradeId(trade, user)).not.toBe(mirrorTradeId(trade, randomUUID()));
    expect(mirrorTradeId(trade, user)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('takes the share only above the high-water mark: a loss, a recovery, then new gains', () => {
    const start = { cumulativeMinor: 0n, highWaterMarkMinor: 0n };
    const loss = profitShareOf(start, -5_000n, 2_000);
    expect(loss).toEqual({
      cumulativeMinor: -5_000n,
      highWaterMarkBeforeMinor: 0n,
      highWaterMarkMinor: 0n,
      shareMinor: 0n,
    });
    const recovery = profitShareOf(loss, 4_000n, 2_000); // still 10.00 below the mark
    expect(recovery).toMatchObject({ cumulativeMinor: -1_000n, highWaterMarkMinor: 0n, shareMinor: 0n });
    const gain = profitShareOf(recovery, 3_001n, 2_000); // 20.01 above the mark: 20 % = 4.002 → 4.00
    expect(gain).toMatchObject({ cumulativeMinor: 2_001n, highWaterMarkMinor: 2_001n, shareMinor: 400n });
    const dip = profitShareOf(gain, -1n, 2_000);
    expect(dip).toMatchObject({ cumulativeMinor: 2_000n, highWaterMarkMinor: 2_001n, shareMinor: 0n });
    expect(profitShareOf(dip, 101n, 0)).toMatchObject({ highWaterMarkMinor: 2_101n, shareMinor: 0n });
    expect(profitShareOf(dip, 101n, 5_000)).toMatchObject({ shareMinor: 50n }); // 1.00 above: 50 % = 0.50
  });

  it('draws the equity curve from the stated equity and measures the largest drawdown from a peak', () => {
    const created = new Date('2031-05-01T00:00:00Z');
    const at = (minute: number) => new Date(created.getTime() + minute * 60_000);
    const curve = equityCurve(1_000_000n, created, [
      { closedAt: at(1), profitMinor: 20_000n }, // 10,200
      { closedAt: at(2), profitMinor: -51_000n }, // 9,690: 5 % below 10,200
      { closedAt: at(3), profitMinor: 60_000n }, // 10,290
      { closedAt: at(4), profitMinor: -20_580n }, // 10,084.20: 2 % below 10,290
    ]);
    expect(curve.map((point) => point.equityMinor)).toEqual([1_000_000n, 1_020_000n, 969_000n, 1_029_000n, 1_008_420n]);
    expect(curve[0].at).toEqual(created);
    expect(maxDrawdownPercent(curve)).toBe(5);
    expect(maxDrawdownPercent(equityCurve(1_000_000n, created, []))).toBe(0);
    expect(maxDrawdownPercent(equityCurve(300n, created, [{ closedAt: at(1), profitMinor: -100n }]))).toBe(33.33);
  });

  it('runs the fan-out with at most the given number at once, every item once', async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    await forEachBounded(
      Array.from({ length: 50 }, (_, index) => index),
      8,
      async (item) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 1));
        seen.push(item);
        running -= 1;
      },
    );
    expect(most).toBe(8);
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, index) => index));
  });
});

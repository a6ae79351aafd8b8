import {
  breakEvenDay,
  dailyEstimate,
  MHS_PER_THS,
  perSecondCoinE16,
  roundedPercent,
  termDays,
  termReturnBasisPoints,
  type EstimateInputs,
} from '../src/plans/estimates';
import { formatMinorUnits } from '../src/plans/plan-display';

const usd = (dollars: number) => BigInt(dollars) * 1_000_000n;
/** btc-1: 2,000 TH/s, 50,000 msat/TH/day, 0.036 USD/TH/day, BTC at 100,000 USD. */
const btcEntry: EstimateInputs = {
  hashrateMhs: 2_000n * MHS_PER_THS,
  hashpriceMsatPerThDay: 50_000n,
  feeMicroUsdPerThDay: 36_000n,
  btcMicroUsd: usd(100_000),
  coinMicroUsd: usd(100_000),
};

describe('dailyEstimate', () => {
  it('computes the worked example: 0.001 BTC gross, 72 USD fee, 28 USD = 0.00028 BTC net', () => {
    const day = dailyEstimate(btcEntry);
    expect(day.grossSat).toBe(100_000n);
    expect(day.feeMicroUsd).toBe(usd(72));
    expect(day.netMicroUsd).toBe(usd(28));
    expect(day.netCoinMinor).toBe(28_000n);
  });

  it('converts the net to another coin at its rate (ETH at 4,000 USD: 0.007 ETH)', () => {
    expect(dailyEstimate({ ...btcEntry, coinMicroUsd: usd(4_000) }).netCoinMinor).toBe(700_000n);
    expect(dailyEstimate({ ...btcEntry, coinMicroUsd: usd(1) }).netCoinMinor).toBe(2_800_000_000n);
  });

  it('is exactly zero when the fee equals the output', () => {
    const day = dailyEstimate({ ...btcEntry, btcMicroUsd: usd(72_000), coinMicroUsd: usd(72_000) });
    expect(day.netUsdE23).toBe(0n);
    expect(day.netCoinMinor).toBe(0n);
  });

  it('is negative when the fee exceeds the output (BTC at 60,000 USD: −12 USD, −0.0002 BTC)', () => {
    const day = dailyEstimate({ ...btcEntry, btcMicroUsd: usd(60_000), coinMicroUsd: usd(60_000) });
    expect(day.netMicroUsd).toBe(-usd(12));
    expect(day.netCoinMinor).toBe(-20_000n);
  });

  it('truncates toward zero, for gains and losses alike', () => {
    // 1 MH/s earns 50,000 msat × 10^-6 = 0.05 msat a day: less than a satoshi.
    const tiny = dailyEstimate({ ...btcEntry, hashrateMhs: 1n });
    expect(tiny.grossSat).toBe(0n);
    expect(tiny.netCoinMinor).toBe(0n);
    const loss = dailyEstimate({ ...btcEntry, hashrateMhs: 1n, btcMicroUsd: usd(1), coinMicroUsd: usd(1) });
    // Fee 10^-6 TH × 0.036 USD = 3.6 × 10^-8 USD, at 1 USD a coin −3.6 minor units: −3, not −4.
    expect(loss.netCoinMinor).toBe(-3n);
  });

  it('stays exact for huge values', () => {
    const huge = dailyEstimate({
      ...btcEntry,
      hashrateMhs: 10n ** 18n,
      btcMicroUsd: usd(10_000_000),
      coinMicroUsd: usd(10_000_000),
    });
    // 10^12 TH/s × 5×10^-7 BTC = 500,000 BTC gross; fee 36×10^9 USD = 3,600 BTC.
    expect(huge.grossSat).toBe(500_000n * 100_000_000n);
    expect(huge.netCoinMinor).toBe((500_000n - 3_600n) * 100_000_000n);
  });

  it('refuses negative inputs and non-positive rates', () => {
    expect(() => dailyEstimate({ ...btcEntry, hashrateMhs: -1n })).toThrow(/hashrate/);
    expect(() => dailyEstimate({ ...btcEntry, feeMicroUsdPerThDay: -1n })).toThrow(/fee/);
    expect(() => dailyEstimate({ ...btcEntry, btcMicroUsd: 0n })).toThrow(/rates must be positive/);
  });
});

describe('term figures', () => {
  const net = dailyEstimate(btcEntry).netUsdE23;

  it('counts a month as 365 ÷ 12 days', () => {
    expect([1, 12, 18, 24].map(termDays)).toEqual([30, 365, 548, 730]);
    expect(() => termDays(0)).toThrow(/whole months/);
  });

  it('returns (28 × 365 − 10,000) ÷ 10,000 = 2.2 % and breaks even on day 358', () => {
    expect(termReturnBasisPoints(net, 365, 1_000_000n)).toBe(220n);
    expect(roundedPercent(220n)).toBe(2);
    expect(breakEvenDay(net, 365, 1_000_000n)).toBe(358);
  });

  it('shows a negative return and no break-even day when the net is negative', () => {
    const loss = dailyEstimate({ ...btcEntry, btcMicroUsd: usd(60_000), coinMicroUsd: usd(60_000) }).netUsdE23;
    expect(termReturnBasisPoints(loss, 365, 1_000_000n)).toBe(-14_380n);
    expect(roundedPercent(-14_380n)).toBe(-144);
    expect(breakEvenDay(loss, 365, 1_000_000n)).toBeNull();
    expect(breakEvenDay(0n, 365, 1_000_000n)).toBeNull();
  });

  it('has no break-even day past the term, and exactly the last day at the boundary', () => {
    expect(breakEvenDay(net, 357, 1_000_000n)).toBeNull();
    expect(breakEvenDay(net, 358, 1_000_000n)).toBe(358);
    // 28 USD a day for a 28-USD price: day 1 exactly.
    expect(breakEvenDay(net, 1, 2_800n)).toBe(1);
  });

  it('rounds percent half away from zero', () => {
    expect([149n, 150n, -150n, -149n, 0n].map(roundedPercent)).toEqual([1, 2, -2, -1, 0]);
  });

  it('spreads the daily net over 86,400 seconds at 16 decimals', () => {
    expect(formatMinorUnits(perSecondCoinE16(28_000n), 16)).toBe('0.0000000032407407');
    expect(perSecondCoinE16(-20_000n) < 0n).toBe(true);
    expect(perSecondCoinE16(0n)).toBe(0n);
  });
});

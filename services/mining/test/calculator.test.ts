import { amountCentsForPower, parseScaled, powerMhsForAmount, usdPerGhsE8 } from '../src/plans/calculator';

const btcEntry = { priceUsd: 10_000, hashrateThs: 2_000 };

describe('calculator links', () => {
  it('prices a GH/s at plan price ÷ (TH/s × 1,000): 0.005 USD for btc-1', () => {
    expect(usdPerGhsE8(btcEntry)).toBe(500_000n);
  });

  it('turns 9,500 USD into 1,900,000 GH/s and back', () => {
    const power = powerMhsForAmount(950_000n, btcEntry);
    expect(power).toBe(1_900_000_000n);
    expect(amountCentsForPower(power, btcEntry)).toBe(950_000n);
  });

  it('truncates both ways', () => {
    expect(powerMhsForAmount(1n, { priceUsd: 30_000, hashrateThs: 4_500 })).toBe(1_500n);
    expect(amountCentsForPower(1n, btcEntry)).toBe(0n);
    expect(amountCentsForPower(0n, btcEntry)).toBe(0n);
  });

  it('parses decimals at a scale, refusing more decimals or junk', () => {
    expect(parseScaled('9500', 2)).toBe(950_000n);
    expect(parseScaled('0.5', 3)).toBe(500n);
    expect(parseScaled('1.234', 2)).toBeNull();
    expect(parseScaled('-1', 2)).toBeNull();
    expect(parseScaled('1e3', 2)).toBeNull();
  });
});

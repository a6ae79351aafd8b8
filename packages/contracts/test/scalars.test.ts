import { feedPrice, hasAtMostFiveDecimals } from '../src/scalars';

describe('feed price', () => {
  it('accepts prices with up to 5 decimals, small and large', () => {
    for (const value of [1, 0.00001, 1.08123, 95000.12, 131072.01, 1999999.99, 2500000.5, 1e-5])
      expect(hasAtMostFiveDecimals(value)).toBe(true);
  });
  it('refuses 6 decimals, zero, negatives and non-finite numbers', () => {
    for (const value of [1.000001, 0.000001, 1e-7]) expect(hasAtMostFiveDecimals(value)).toBe(false);
    for (const value of [0, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(feedPrice.safeParse(value).success).toBe(false);
  });
});

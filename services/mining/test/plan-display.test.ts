import { formatMinorUnits, termLabel } from '../src/plans/plan-display';

describe('termLabel', () => {
  it('is singular for one month only', () => {
    expect(termLabel(1)).toBe('MONTH');
    expect(termLabel(2)).toBe('MONTHS');
    expect(termLabel(12)).toBe('MONTHS');
  });

  it('refuses a term that is not a positive whole number of months', () => {
    for (const months of [0, -1, 1.5, Number.NaN]) expect(() => termLabel(months)).toThrow(/positive number of months/);
  });
});

describe('formatMinorUnits', () => {
  it('prints the specification payouts without trailing zeros', () => {
    expect(formatMinorUnits(100n, 8)).toBe('0.000001');
    expect(formatMinorUnits(1_000n, 8)).toBe('0.00001');
    expect(formatMinorUnits(3_000n, 8)).toBe('0.00003');
    expect(formatMinorUnits(500_000n, 8)).toBe('0.005');
    expect(formatMinorUnits(10_000_000n, 8)).toBe('0.1');
    expect(formatMinorUnits(200_000_000n, 8)).toBe('2');
    expect(formatMinorUnits(1_000_000_000n, 8)).toBe('10');
  });

  it('handles zero, the smallest unit, negatives and other scales', () => {
    expect(formatMinorUnits(0n, 8)).toBe('0');
    expect(formatMinorUnits(1n, 8)).toBe('0.00000001');
    expect(formatMinorUnits(-150n, 2)).toBe('-1.5');
    expect(formatMinorUnits(-5n, 2)).toBe('-0.05');
    expect(formatMinorUnits(12_345n, 0)).toBe('12345');
    expect(formatMinorUnits(123_456_789_012_345_678_901n, 8)).toBe('1234567890123.45678901');
  });

  it('refuses a scale outside 0 to 18', () => {
    for (const scale of [-1, 19, 2.5]) expect(() => formatMinorUnits(1n, scale)).toThrow(/scale must be an integer/);
  });
});

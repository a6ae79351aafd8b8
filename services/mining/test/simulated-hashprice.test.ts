import {
  dailyStepBasisPoints,
  daysAfter,
  DEFAULT_HASHPRICE_MSAT,
  simulatedHashprice,
  SIMULATED_MAX_MSAT,
  SIMULATED_MIN_MSAT,
} from '../src/parameters/simulated-hashprice';

describe('simulated hashprice', () => {
  it('starts at the default and draws the same step for the same day, every time', () => {
    expect(simulatedHashprice('2031-05-01', null)).toBe(DEFAULT_HASHPRICE_MSAT);
    expect(dailyStepBasisPoints('2031-05-01')).toBe(dailyStepBasisPoints('2031-05-01'));
    expect(simulatedHashprice('2031-05-02', 50_000n)).toBe(simulatedHashprice('2031-05-02', 50_000n));
  });

  it('moves at most 3 % a day, and not the same way every day', () => {
    const steps = daysAfter('2030-12-31', '2031-12-31', 400).map(dailyStepBasisPoints);
    expect(steps).toHaveLength(365);
    expect(Math.max(...steps)).toBeLessThanOrEqual(300);
    expect(Math.min(...steps)).toBeGreaterThanOrEqual(-300);
    expect(new Set(steps).size).toBeGreaterThan(100);
    for (const day of ['2031-01-01', '2031-06-30']) {
      const next = simulatedHashprice(day, 50_000n);
      expect(next >= 48_500n && next <= 51_500n).toBe(true);
    }
  });

  it('stays within 30,000 to 80,000 msat over years of drift', () => {
    let value: bigint | null = null;
    for (const day of daysAfter('2029-12-31', '2039-12-31', 4_000)) {
      value = simulatedHashprice(day, value);
      expect(value >= SIMULATED_MIN_MSAT && value <= SIMULATED_MAX_MSAT).toBe(true);
    }
    expect(simulatedHashprice('2031-01-01', 10_000n)).toBe(SIMULATED_MIN_MSAT);
    expect(simulatedHashprice('2031-01-01', 900_000n)).toBe(SIMULATED_MAX_MSAT);
  });

  it('lists the days to catch up, bounded', () => {
    expect(daysAfter('2031-04-28', '2031-05-01', 10)).toEqual(['2031-04-29', '2031-04-30', '2031-05-01']);
    expect(daysAfter('2031-05-01', '2031-05-01', 10)).toEqual([]);
    expect(daysAfter('2031-01-01', '2031-05-01', 2)).toEqual(['2031-04-30', '2031-05-01']);
    expect(() => dailyStepBasisPoints('1 May')).toThrow(/YYYY-MM-DD/);
  });
});

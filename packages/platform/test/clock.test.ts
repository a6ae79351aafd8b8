import { platformClock } from '../src/clock';

describe('the test clock (CLOCK_OFFSET_DAYS)', () => {
  it('is the real clock when unset or 0', () => {
    expect(platformClock({}).now).toBe(Date.now);
    expect(platformClock({ CLOCK_OFFSET_DAYS: '0', NODE_ENV: 'production' }).offsetDays).toBe(0);
  });

  it('moves the clock whole days forward outside production', () => {
    const clock = platformClock({ CLOCK_OFFSET_DAYS: '3', NODE_ENV: 'development' });
    const before = Date.now();
    const moved = clock.now();
    expect(clock.offsetDays).toBe(3);
    expect(moved - before).toBeGreaterThanOrEqual(3 * 86_400_000);
    expect(moved - Date.now()).toBeLessThanOrEqual(3 * 86_400_000);
  });

  it('is refused in production', () => {
    expect(() => platformClock({ CLOCK_OFFSET_DAYS: '1', NODE_ENV: 'production' })).toThrow(
      /refused when NODE_ENV=production/,
    );
  });

  it.each(['-1', '1.5', 'two', '36501'])('refuses %s as a day count', (value) => {
    expect(() => platformClock({ CLOCK_OFFSET_DAYS: value })).toThrow(/whole number of days/);
  });
});

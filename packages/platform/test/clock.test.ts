import { advancingClock, platformClock } from '../src/clock';

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

describe('the advancing test clock', () => {
  it('runs with its base and moves forward when told', () => {
    let baseMs = 1_000;
    const clock = advancingClock({ NODE_ENV: 'test' }, () => baseMs);
    expect(clock.now()).toBe(1_000);
    clock.advance(300_000);
    expect(clock.now()).toBe(301_000);
    baseMs += 5;
    expect(clock.now()).toBe(301_005);
    clock.advance(1);
    expect(clock.now()).toBe(301_006);
  });

  it.each([0, -1, 1.5, 86_400_001])('refuses to move by %s', (ms) => {
    const clock = advancingClock({ NODE_ENV: 'test' }, () => 0);
    expect(() => clock.advance(ms)).toThrow(/advances by 1 to 86400000 whole milliseconds/);
    expect(clock.now()).toBe(0);
  });

  it('is refused in production', () => {
    expect(() => advancingClock({ NODE_ENV: 'production' })).toThrow(/refused when NODE_ENV=production/);
  });
});

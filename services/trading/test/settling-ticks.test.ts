import { SettlingTicks } from '../src/positions/settling-ticks';

const at = (seconds: number) => new Date(Date.UTC(2031, 2, 1, 9, 0, seconds));

describe('settling ticks', () => {
  it('answers true for the first tick of a symbol at or past its earliest expiry, once until the next reload', () => {
    const ticks = new SettlingTicks();
    ticks.note('AAPL', at(30));
    ticks.note('AAPL', at(10));
    ticks.note('EURUSD', at(50));
    expect(ticks.settles('AAPL', at(9))).toBe(false);
    expect(ticks.settles('TSLA', at(59))).toBe(false);
    expect(ticks.settles('EURUSD', at(10))).toBe(false);
    expect(ticks.flushedAny()).toBe(false);
    expect(ticks.settles('AAPL', at(10))).toBe(true);
    expect(ticks.settles('AAPL', at(11))).toBe(false);
    expect(ticks.flushedAny()).toBe(true);

    ticks.reload(new Map([['AAPL', at(30)]]));
    expect(ticks.flushedAny()).toBe(false);
    expect(ticks.settles('AAPL', at(29))).toBe(false);
    expect(ticks.settles('AAPL', at(31))).toBe(true);
    // What the database no longer lists as open settles nothing.
    expect(ticks.settles('EURUSD', at(59))).toBe(false);
  });
});

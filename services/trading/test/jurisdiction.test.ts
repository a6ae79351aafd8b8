import {
  COUNTRY_REQUIRED_MESSAGE,
  COUNTRY_UNRECOGNISED_MESSAGE,
  eligibilityOf,
  leverageRangeFor,
  OPTIONS_EXCLUDED_MESSAGE,
  regionOf,
  US_EXCLUDED_MESSAGE,
  type Region,
} from '../src/positions/jurisdiction';
import { percentOf } from '../src/positions/risk-warning';
import { checkedLeverage } from '../src/positions/trade-rules';
import { voidDeadline, withinVoidWindow } from '../src/positions/void-window';

const EURUSD = { symbol: 'EURUSD', market: 'CURRENCIES' };
const USDJPY = { symbol: 'USDJPY', market: 'CURRENCIES' };
const GBPCHF = { symbol: 'GBPCHF', market: 'CURRENCIES' };
const AUDCHF = { symbol: 'AUDCHF', market: 'CURRENCIES' };
const EURNZD = { symbol: 'EURNZD', market: 'CURRENCIES' };
const AAPL = { symbol: 'AAPL', market: 'STOCKS' };
const BTCUSDT = { symbol: 'BTCUSDT', market: 'CRYPTO' };

/** Whether openTrade would take this leverage from a customer of the region. */
function accepts(region: Region, instrument: { symbol: string; market: string }, leverage: number): boolean {
  const range = leverageRangeFor(instrument, region)!;
  try {
    checkedLeverage(leverage, range);
    return true;
  } catch {
    return false;
  }
}

describe('the jurisdiction table', () => {
  it('places countries by ISO code; no country is no region', () => {
    for (const country of ['DE', 'FR', 'NO', 'IS', 'LI', 'GB']) expect(regionOf(country)).toBe('ESMA');
    expect(regionOf('US')).toBe('US');
    for (const country of ['JP', 'CH', 'BR', 'TR']) expect(regionOf(country)).toBe('ELSEWHERE');
    for (const country of [null, undefined]) expect(regionOf(country)).toBeNull();
  });

  it('reads the code only: a name, a code in lower case or ZZ is unrecognised (issue 24, item 1)', () => {
    for (const country of ['Deutschland', 'Germany', 'Atlantis', 'United States', 'UK', 'de', ' DE ', 'ZZ', ''])
      expect([country, regionOf(country)]).toEqual([country, 'UNRECOGNISED']);
  });

  it('Deutschland → DE: refused options and capped, where the free text had options and 1:100', () => {
    expect(eligibilityOf('DE')).toMatchObject({ country: 'DE', tradingAllowed: true, optionsAllowed: false });
    expect(leverageRangeFor(EURUSD, regionOf('DE'))).toEqual({ minimum: 3, maximum: 30 });
    expect(leverageRangeFor(BTCUSDT, regionOf('DE'))).toEqual({ minimum: 1, maximum: 2 });
  });

  it('an unrecognised country gets the strictest rules until the customer picks one: no options, the lowest caps', () => {
    for (const country of ['ZZ', 'Deutschland', 'Atlantis']) {
      expect(eligibilityOf(country)).toEqual({
        country: null,
        region: 'UNRECOGNISED',
        tradingAllowed: true,
        optionsAllowed: false,
        reason: COUNTRY_UNRECOGNISED_MESSAGE,
        refusal: null,
      });
      for (const instrument of [EURUSD, AUDCHF, AAPL, BTCUSDT])
        expect(leverageRangeFor(instrument, regionOf(country))).toEqual(leverageRangeFor(instrument, 'ESMA'));
    }
    expect(accepts('UNRECOGNISED', EURUSD, 31)).toBe(false);
    expect(accepts('UNRECOGNISED', BTCUSDT, 3)).toBe(false);
  });

  it('ESMA caps: major pairs 30, other pairs 20, stocks 5 (from 1:3), crypto 2 (from 1:1)', () => {
    expect(leverageRangeFor(EURUSD, 'ESMA')).toEqual({ minimum: 3, maximum: 30 });
    expect(leverageRangeFor(USDJPY, 'ESMA')).toEqual({ minimum: 3, maximum: 30 });
    expect(leverageRangeFor(GBPCHF, 'ESMA')).toEqual({ minimum: 3, maximum: 30 });
    expect(leverageRangeFor(AUDCHF, 'ESMA')).toEqual({ minimum: 3, maximum: 20 });
    expect(leverageRangeFor(EURNZD, 'ESMA')).toEqual({ minimum: 3, maximum: 20 });
    expect(leverageRangeFor(AAPL, 'ESMA')).toEqual({ minimum: 3, maximum: 5 });
    expect(leverageRangeFor(BTCUSDT, 'ESMA')).toEqual({ minimum: 1, maximum: 2 });
  });

  it('takes each cap and refuses one above it; 1:1 only where the cap is below the specification’s 1:3', () => {
    const cases: [{ symbol: string; market: string }, number, number][] = [
      [EURUSD, 3, 30],
      [AUDCHF, 3, 20],
      [AAPL, 3, 5],
      [BTCUSDT, 1, 2],
    ];
    for (const [instrument, minimum, cap] of cases) {
      expect(accepts('ESMA', instrument, cap)).toBe(true);
      expect(accepts('ESMA', instrument, cap + 1)).toBe(false);
      expect(accepts('ESMA', instrument, minimum)).toBe(true);
      expect(accepts('ESMA', instrument, 1)).toBe(minimum === 1);
    }
  });

  it('elsewhere: the specification’s 1:3 to 1:100 on every market', () => {
    for (const instrument of [EURUSD, AUDCHF, AAPL, BTCUSDT]) {
      expect(leverageRangeFor(instrument, 'ELSEWHERE')).toEqual({ minimum: 3, maximum: 100 });
      expect(accepts('ELSEWHERE', instrument, 1)).toBe(false);
      expect(accepts('ELSEWHERE', instrument, 100)).toBe(true);
      expect(accepts('ELSEWHERE', instrument, 101)).toBe(false);
    }
  });

  it('US residents and customers without a country get no range at all', () => {
    for (const instrument of [EURUSD, AAPL, BTCUSDT]) {
      expect(leverageRangeFor(instrument, 'US')).toBeNull();
      expect(leverageRangeFor(instrument, null)).toBeNull();
    }
  });

  it('says who may trade and take options, and why not', () => {
    expect(eligibilityOf('JP')).toMatchObject({ tradingAllowed: true, optionsAllowed: true, reason: null });
    expect(eligibilityOf('FR')).toMatchObject({
      tradingAllowed: true,
      optionsAllowed: false,
      reason: OPTIONS_EXCLUDED_MESSAGE,
      refusal: null,
    });
    expect(eligibilityOf('US')).toMatchObject({
      tradingAllowed: false,
      optionsAllowed: false,
      reason: US_EXCLUDED_MESSAGE,
      refusal: 'JURISDICTION_EXCLUDED',
    });
    expect(eligibilityOf(null)).toMatchObject({
      country: null,
      tradingAllowed: false,
      reason: COUNTRY_REQUIRED_MESSAGE,
      refusal: 'COUNTRY_REQUIRED',
    });
  });
});

describe('the void window: 5 trading sessions (UTC weekdays), the opening day counted', () => {
  const at = (iso: string) => new Date(iso);

  it('ends at midnight UTC after the fifth weekday', () => {
    // 2031-06-02 is a Monday.
    expect(voidDeadline(at('2031-06-02T10:00:00Z'))).toEqual(at('2031-06-07T00:00:00Z'));
    // Friday: Fri, Mon, Tue, Wed, Thu.
    expect(voidDeadline(at('2031-06-06T23:59:00Z'))).toEqual(at('2031-06-13T00:00:00Z'));
    // A weekend opening counts from Monday.
    expect(voidDeadline(at('2031-06-07T12:00:00Z'))).toEqual(at('2031-06-14T00:00:00Z'));
    expect(voidDeadline(at('2031-06-08T12:00:00Z'))).toEqual(at('2031-06-14T00:00:00Z'));
  });

  it('allows a void up to the last millisecond and refuses it from the deadline on', () => {
    const opened = at('2031-06-02T10:00:00Z');
    expect(withinVoidWindow(opened, opened.getTime())).toBe(true);
    expect(withinVoidWindow(opened, Date.parse('2031-06-06T23:59:59.999Z'))).toBe(true);
    expect(withinVoidWindow(opened, Date.parse('2031-06-07T00:00:00Z'))).toBe(false);
  });
});

describe('the risk warning figure', () => {
  it('is a percentage to one decimal', () => {
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(1, 8)).toBe(12.5);
    expect(percentOf(0, 5)).toBe(0);
    expect(percentOf(5, 5)).toBe(100);
  });
});

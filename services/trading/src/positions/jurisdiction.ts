import { isCountryCode } from '@mc/contracts';

/**
 * The jurisdiction table: who may trade what, and at which leverage (DESIGN.md §16, ADR 0020).
 * Pure rules; the customer's country comes from identity's `identity.user.country_changed` events.
 *
 * | region | CFD leverage | options |
 * |---|---|---|
 * | EU/EEA and UK (ESMA retail caps) | major pairs 1:1–1:30, other pairs 1:1–1:20, stocks 1:1–1:5, crypto 1:1–1:2 | none |
 * | United States | no trading at all (the specification excludes US residents) | none |
 * | elsewhere | 1:3–1:100 (the specification) | yes |
 * | a country that is no ISO code (until the customer picks one) | the strictest caps: ESMA's | none |
 *
 * Where an ESMA cap is below the specification's 1:3, the range starts at 1:1 (no leverage), so that
 * those customers can trade the market at all; everywhere else the specification's 1:3 floor stands.
 */
export type Region = 'ESMA' | 'US' | 'ELSEWHERE' | 'UNRECOGNISED';
export type InstrumentMarket = { symbol: string; market: string };
export type LeverageRange = { minimum: number; maximum: number };

export type Eligibility = {
  country: string | null;
  region: Region | null;
  tradingAllowed: boolean;
  optionsAllowed: boolean;
  /** Why trading or options are not allowed; null when both are. */
  reason: string | null;
  /** The machine-readable refusal for openTrade/openOption/copyTrader, when trading is not allowed. */
  refusal: 'COUNTRY_REQUIRED' | 'JURISDICTION_EXCLUDED' | null;
};

export const COUNTRY_REQUIRED_MESSAGE = 'Please add your country to your profile to trade';
export const US_EXCLUDED_MESSAGE = 'Trading is not offered to residents of the United States';
export const OPTIONS_EXCLUDED_MESSAGE =
  'Binary options are not offered to retail customers in the EU, the EEA and the United Kingdom';
export const COUNTRY_UNRECOGNISED_MESSAGE =
  'Please choose your country from the list on your profile: until then options are not offered and leverage is capped';

/** The specification's range, for customers outside the capped and excluded regions. */
export const SPECIFICATION_RANGE: LeverageRange = { minimum: 3, maximum: 100 };
const ESMA_MAJOR_CURRENCIES = new Set(['USD', 'EUR', 'JPY', 'GBP', 'CAD', 'CHF']);
const ESMA_CAPS = { MAJOR_PAIR: 30, OTHER_PAIR: 20, STOCKS: 5, CRYPTO: 2 } as const;

/** EU members, the other EEA states (Iceland, Liechtenstein, Norway) and the UK, by ISO 3166-1 alpha-2 code. */
const ESMA_COUNTRIES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU',
  'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO', 'GB',
]); // prettier-ignore
const UNITED_STATES = 'US';

/**
 * The region of a country as identity announces it: an ISO 3166-1 alpha-2 code, read as such and nothing
 * else (issue 24, item 1: a free text such as "Deutschland" got around the table). Null without a country;
 * UNRECOGNISED for anything that is not a code: ZZ, which identity announces for a country it could not
 * map, and the names announced before countries became codes.
 */
export function regionOf(country: string | null | undefined): Region | null {
  if (country === null || country === undefined) return null;
  if (!isCountryCode(country)) return 'UNRECOGNISED';
  if (country === UNITED_STATES) return 'US';
  if (ESMA_COUNTRIES.has(country)) return 'ESMA';
  return 'ELSEWHERE';
}

export function eligibilityOf(country: string | null | undefined): Eligibility {
  const region = regionOf(country);
  // Only a code is a country the customer has: a legacy name or ZZ shows as none, so the screens ask for one.
  const base = { country: region === null || region === 'UNRECOGNISED' ? null : (country ?? null), region };
  if (region === null)
    return {
      ...base,
      tradingAllowed: false,
      optionsAllowed: false,
      reason: COUNTRY_REQUIRED_MESSAGE,
      refusal: 'COUNTRY_REQUIRED',
    };
  if (region === 'US')
    return {
      ...base,
      tradingAllowed: false,
      optionsAllowed: false,
      reason: US_EXCLUDED_MESSAGE,
      refusal: 'JURISDICTION_EXCLUDED',
    };
  if (region === 'ESMA')
    return { ...base, tradingAllowed: true, optionsAllowed: false, reason: OPTIONS_EXCLUDED_MESSAGE, refusal: null };
  if (region === 'UNRECOGNISED')
    return {
      ...base,
      tradingAllowed: true,
      optionsAllowed: false,
      reason: COUNTRY_UNRECOGNISED_MESSAGE,
      refusal: null,
    };
  return { ...base, tradingAllowed: true, optionsAllowed: true, reason: null, refusal: null };
}

/**
 * The leverage a customer of this region may use on the instrument; null where they may not trade.
 * An unrecognised country gets the lowest caps of the table (ESMA's) until the customer picks one.
 */
export function leverageRangeFor(instrument: InstrumentMarket, region: Region | null): LeverageRange | null {
  if (region === null || region === 'US') return null;
  if (region === 'ELSEWHERE') return SPECIFICATION_RANGE;
  const cap = esmaCapOf(instrument);
  return { minimum: cap < SPECIFICATION_RANGE.minimum ? 1 : SPECIFICATION_RANGE.minimum, maximum: cap };
}

function esmaCapOf(instrument: InstrumentMarket): number {
  if (instrument.market === 'STOCKS') return ESMA_CAPS.STOCKS;
  if (instrument.market === 'CRYPTO') return ESMA_CAPS.CRYPTO;
  const base = instrument.symbol.slice(0, 3);
  const quote = instrument.symbol.slice(3, 6);
  return ESMA_MAJOR_CURRENCIES.has(base) && ESMA_MAJOR_CURRENCIES.has(quote)
    ? ESMA_CAPS.MAJOR_PAIR
    : ESMA_CAPS.OTHER_PAIR;
}

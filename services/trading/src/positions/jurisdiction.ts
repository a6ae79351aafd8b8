/**
 * The jurisdiction table: who may trade what, and at which leverage (DESIGN.md §16, ADR 0020).
 * Pure rules; the customer's country comes from identity's `identity.user.country_changed` events.
 *
 * | region | CFD leverage | options |
 * |---|---|---|
 * | EU/EEA and UK (ESMA retail caps) | major pairs 1:1–1:30, other pairs 1:1–1:20, stocks 1:1–1:5, crypto 1:1–1:2 | none |
 * | United States | no trading at all (the specification excludes US residents) | none |
 * | elsewhere | 1:3–1:100 (the specification) | yes |
 *
 * Where an ESMA cap is below the specification's 1:3, the range starts at 1:1 (no leverage), so that
 * those customers can trade the market at all; everywhere else the specification's 1:3 floor stands.
 */
export type Region = 'ESMA' | 'US' | 'ELSEWHERE';
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

/** The specification's range, for customers outside the capped and excluded regions. */
export const SPECIFICATION_RANGE: LeverageRange = { minimum: 3, maximum: 100 };
const ESMA_MAJOR_CURRENCIES = new Set(['USD', 'EUR', 'JPY', 'GBP', 'CAD', 'CHF']);
const ESMA_CAPS = { MAJOR_PAIR: 30, OTHER_PAIR: 20, STOCKS: 5, CRYPTO: 2 } as const;

/** EU members, the other EEA states (Iceland, Liechtenstein, Norway) and the UK; names and ISO codes. */
const ESMA_COUNTRIES = [
  ['austria', 'at'],
  ['belgium', 'be'],
  ['bulgaria', 'bg'],
  ['croatia', 'hr'],
  ['cyprus', 'cy'],
  ['czechia', 'cz', 'czech republic'],
  ['denmark', 'dk'],
  ['estonia', 'ee'],
  ['finland', 'fi'],
  ['france', 'fr'],
  ['germany', 'de'],
  ['greece', 'gr'],
  ['hungary', 'hu'],
  ['ireland', 'ie'],
  ['italy', 'it'],
  ['latvia', 'lv'],
  ['lithuania', 'lt'],
  ['luxembourg', 'lu'],
  ['malta', 'mt'],
  ['netherlands', 'nl', 'the netherlands', 'holland'],
  ['poland', 'pl'],
  ['portugal', 'pt'],
  ['romania', 'ro'],
  ['slovakia', 'sk'],
  ['slovenia', 'si'],
  ['spain', 'es'],
  ['sweden', 'se'],
  ['iceland', 'is'],
  ['liechtenstein', 'li'],
  ['norway', 'no'],
  ['united kingdom', 'gb', 'uk', 'great britain', 'england', 'scotland', 'wales', 'northern ireland'],
].flat();
const US_NAMES = ['united states', 'united states of america', 'us', 'usa', 'u.s.', 'u.s.a.', 'america'];

const ESMA = new Set(ESMA_COUNTRIES);
const US = new Set(US_NAMES);

/** The region of a country as customers type it (a name or an ISO code, any case); null without one. */
export function regionOf(country: string | null | undefined): Region | null {
  const key = country?.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!key) return null;
  if (US.has(key)) return 'US';
  if (ESMA.has(key)) return 'ESMA';
  return 'ELSEWHERE';
}

export function eligibilityOf(country: string | null | undefined): Eligibility {
  const region = regionOf(country);
  const base = { country: country ?? null, region };
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
  return { ...base, tradingAllowed: true, optionsAllowed: true, reason: null, refusal: null };
}

/** The leverage a customer of this region may use on the instrument; null where they may not trade. */
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

import assert from 'node:assert/strict';

/**
 * The estimates a plan and the calculator show (DESIGN.md §16 Mining), as pure integer arithmetic:
 * no float ever touches an amount. Units are last in every name:
 *
 * - hashrate in MH/s (a plan's TH/s × 1,000,000; the calculator's GH/s × 1,000), so a fraction of a
 *   plan's hashrate stays an integer;
 * - hashprice in millisatoshi per TH/s per day (1 BTC = 10^11 msat);
 * - maintenance fee in micro-USD per TH/s per day;
 * - rates in micro-USD per whole coin (the feed keeps at most 5 decimals, so exact);
 * - the day's net before any rounding in USD × 10^23 (`UsdE23`): the smallest unit in which
 *   hashrate × hashprice × rate is a whole number.
 *
 * Every division truncates toward zero (a payout never exceeds what was earned; a loss is never
 * shown larger than it is). Percentages round half away from zero to the whole percent.
 */
export type EstimateInputs = {
  hashrateMhs: bigint;
  hashpriceMsatPerThDay: bigint;
  feeMicroUsdPerThDay: bigint;
  btcMicroUsd: bigint;
  coinMicroUsd: bigint;
};

export type DailyEstimate = {
  /** Gross output in satoshi (BTC minor units) before the fee. */
  grossSat: bigint;
  /** The day's maintenance fee in micro-USD. */
  feeMicroUsd: bigint;
  /** Net in USD × 10^23, exact: the basis of every other figure. */
  netUsdE23: bigint;
  /** Net in micro-USD (may be negative). */
  netMicroUsd: bigint;
  /** Net in the coin's minor units, 8 decimals (may be negative). */
  netCoinMinor: bigint;
};

export const SECONDS_PER_DAY = 86_400n;
export const MHS_PER_THS = 1_000_000n;
export const MHS_PER_GHS = 1_000n;
const MSAT_PER_BTC = 100_000_000_000n;
/** USD × 10^23 per micro-USD. */
const USD_E23_PER_MICRO_USD = 100_000_000_000_000_000n;
/** USD × 10^23 per cent. */
const USD_E23_PER_CENT = 10n ** 21n;
/** Coin minor units: 10^8 per coin, as the ledger keeps crypto (DESIGN.md §6). */
const COIN_MINOR_PER_COIN = 100_000_000n;
/** The extra scale of the per-second rate: 16 decimals of the coin, so a few satoshi a day still move. */
export const PER_SECOND_SCALE = 16;

export function dailyEstimate(inputs: EstimateInputs): DailyEstimate {
  const { hashrateMhs } = inputs;
  assert.ok(hashrateMhs >= 0n, `hashrate must not be negative, got ${hashrateMhs}`);
  const factors = dailyFactors(inputs);
  return {
    grossSat: applyFactor(hashrateMhs, factors.grossSat),
    feeMicroUsd: applyFactor(hashrateMhs, factors.feeMicroUsd),
    netUsdE23: applyFactor(hashrateMhs, factors.netUsdE23),
    netMicroUsd: applyFactor(hashrateMhs, factors.netMicroUsd),
    netCoinMinor: applyFactor(hashrateMhs, factors.netCoinMinor),
  };
}

/** A day's figure as a linear form of the hashrate: ⌊hashrateMhs × numerator ÷ divisor⌋, truncated toward zero. */
export type PerHashrate = { numerator: bigint; divisor: bigint };
export type DailyFactors = Record<keyof DailyEstimate, PerHashrate>;

/**
 * Every figure of a day is linear in the hashrate, so the formulas reduce to one factor per figure
 * for given parameters and rates. The accrual applies the same factors to every contract of a plan in
 * one SQL statement (PostgreSQL's `div` truncates toward zero as bigint division does), so the ledger
 * and the estimates can never disagree on a formula.
 */
export function dailyFactors(inputs: Omit<EstimateInputs, 'hashrateMhs'>): DailyFactors {
  const { hashpriceMsatPerThDay, feeMicroUsdPerThDay, btcMicroUsd, coinMicroUsd } = inputs;
  assert.ok(hashpriceMsatPerThDay >= 0n, `hashprice must not be negative, got ${hashpriceMsatPerThDay}`);
  assert.ok(feeMicroUsdPerThDay >= 0n, `fee must not be negative, got ${feeMicroUsdPerThDay}`);
  assert.ok(btcMicroUsd > 0n && coinMicroUsd > 0n, 'rates must be positive');
  // gross USD = MH × msat/(TH·day) × 10^-17 BTC/(MH·msat/TH) × µUSD/BTC × 10^-6 = … × 10^-23
  const grossUsdE23PerMhs = hashpriceMsatPerThDay * btcMicroUsd;
  // fee USD = MH × 10^-6 TH/MH × µUSD/(TH·day) × 10^-6 = … × 10^-12 = … × 10^11 × 10^-23
  const feeUsdE23PerMhs = feeMicroUsdPerThDay * MSAT_PER_BTC;
  const netUsdE23PerMhs = grossUsdE23PerMhs - feeUsdE23PerMhs;
  return {
    grossSat: { numerator: hashpriceMsatPerThDay, divisor: 1_000_000_000n },
    feeMicroUsd: { numerator: feeMicroUsdPerThDay, divisor: MHS_PER_THS },
    netUsdE23: { numerator: netUsdE23PerMhs, divisor: 1n },
    netMicroUsd: { numerator: netUsdE23PerMhs, divisor: USD_E23_PER_MICRO_USD },
    // coin = USD ÷ (µUSD/coin × 10^-6); minor = coin × 10^8  ⇒  netUsdE23 × 10^-9 ÷ µUSD/coin
    netCoinMinor: { numerator: netUsdE23PerMhs * COIN_MINOR_PER_COIN, divisor: USD_E23_PER_MICRO_USD * coinMicroUsd },
  };
}

export function applyFactor(hashrateMhs: bigint, factor: PerHashrate): bigint {
  return (hashrateMhs * factor.numerator) / factor.divisor;
}

/** Days of a term of whole months: a month is 365 ÷ 12 days, rounded to the nearest day (12 → 365, 18 → 548). */
export function termDays(termMonths: number): number {
  assert.ok(Number.isInteger(termMonths) && termMonths > 0, `term must be whole months, got ${termMonths}`);
  return Math.floor((termMonths * 365 + 6) / 12);
}

/**
 * The return over the term in basis points of the price: (net × days − price) ÷ price. Negative when
 * the term does not earn the price back; still shown (DESIGN.md §2 rule 6).
 */
export function termReturnBasisPoints(netUsdE23: bigint, days: number, priceUsdCents: bigint): bigint {
  assert.ok(priceUsdCents > 0n, 'price must be positive');
  assert.ok(Number.isInteger(days) && days > 0, `term days must be positive, got ${days}`);
  const priceUsdE23 = priceUsdCents * USD_E23_PER_CENT;
  return ((netUsdE23 * BigInt(days) - priceUsdE23) * 10_000n) / priceUsdE23;
}

/** Basis points to whole percent, half away from zero (−1650 → −17, 1249 → 12). */
export function roundedPercent(basisPoints: bigint): number {
  const magnitude = basisPoints < 0n ? -basisPoints : basisPoints;
  const percent = Number((magnitude + 50n) / 100n);
  return basisPoints < 0n ? -percent : percent;
}

/** The first day whose cumulative net reaches the price; null when the net is not positive or it lies past the term. */
export function breakEvenDay(netUsdE23: bigint, days: number, priceUsdCents: bigint): number | null {
  if (netUsdE23 <= 0n) return null;
  const priceUsdE23 = priceUsdCents * USD_E23_PER_CENT;
  const day = (priceUsdE23 + netUsdE23 - 1n) / netUsdE23;
  return day <= BigInt(days) ? Number(day) : null;
}

/** The live rate clients interpolate with: the day's net coin minor units ÷ 86,400, at 16 decimals of the coin. */
export function perSecondCoinE16(netCoinMinor: bigint): bigint {
  return (netCoinMinor * COIN_MINOR_PER_COIN) / SECONDS_PER_DAY;
}

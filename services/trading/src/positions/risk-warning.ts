import { TtlCache, type Database } from '@mc/platform';
import { accountResultsBetween } from '../db/risk-warning.repository';

export type RiskWarning = { losingAccountsPercent: number | null; accountsCounted: number; periodMonths: number };

export const RISK_WARNING_PERIOD_MONTHS = 12;
/** Every trading screen asks for it; a minute-old figure over twelve months is as true as a fresh one. */
const CACHE_TTL_MS = 60_000;

/**
 * The regulators' risk warning, from recorded results only: the share of customer accounts that lost
 * money on their trades and options closed or settled in the last 12 months. Null when no account qualifies.
 */
export class RiskWarningService {
  private readonly cache: TtlCache<RiskWarning>;

  constructor(
    private readonly database: Database,
    private readonly now: () => number,
  ) {
    this.cache = new TtlCache<RiskWarning>(CACHE_TTL_MS, now);
  }

  current(): Promise<RiskWarning> {
    return this.cache.get('current', () => this.compute());
  }

  private async compute(): Promise<RiskWarning> {
    const until = new Date(this.now());
    const since = new Date(until);
    since.setUTCMonth(since.getUTCMonth() - RISK_WARNING_PERIOD_MONTHS);
    const { accountsCounted, losingAccounts } = await accountResultsBetween(this.database.orm, since, until);
    return {
      losingAccountsPercent: accountsCounted === 0 ? null : percentOf(losingAccounts, accountsCounted),
      accountsCounted,
      periodMonths: RISK_WARNING_PERIOD_MONTHS,
    };
  }
}

/** In percent to one decimal, as the warning prints it ("74.3 % of retail accounts lose money"). */
export function percentOf(part: number, whole: number): number {
  return Math.round((part / whole) * 1_000) / 10;
}

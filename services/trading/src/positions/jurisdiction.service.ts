import type { Database, Executor } from '@mc/platform';
import { countryOf } from '../db/countries.repository';
import { tradingError } from '../errors';
import {
  eligibilityOf,
  leverageRangeFor,
  OPTIONS_EXCLUDED_MESSAGE,
  type Eligibility,
  type InstrumentMarket,
  type LeverageRange,
} from './jurisdiction';

/**
 * Applies the jurisdiction table to a customer, from the country identity last announced
 * (`customer_countries`). Read on every refusal check, never cached: a change applies to the next request.
 */
export class JurisdictionService {
  constructor(private readonly database: Database) {}

  async eligibility(userId: string, db: Executor = this.database.orm): Promise<Eligibility> {
    return eligibilityOf(await countryOf(db, userId));
  }

  /** openTrade, copyTrader: refused without a country (COUNTRY_REQUIRED) and for US residents. */
  async requireTrading(userId: string): Promise<Eligibility> {
    const eligibility = await this.eligibility(userId);
    if (eligibility.refusal) throw tradingError(eligibility.refusal, eligibility.reason!);
    return eligibility;
  }

  /** openOption: as trading, and not for EU/EEA and UK residents (retail binary options are prohibited there). */
  async requireOptions(userId: string): Promise<void> {
    const eligibility = await this.requireTrading(userId);
    if (!eligibility.optionsAllowed) throw tradingError('OPTIONS_NOT_OFFERED', OPTIONS_EXCLUDED_MESSAGE);
  }

  /** The range openTrade accepts from this customer on this instrument. */
  async leverageRange(userId: string, instrument: InstrumentMarket): Promise<LeverageRange> {
    const eligibility = await this.requireTrading(userId);
    return leverageRangeFor(instrument, eligibility.region)!;
  }
}

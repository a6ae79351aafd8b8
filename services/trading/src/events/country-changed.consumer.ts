import { startContractConsumer, type Consumer, type ServiceRuntime } from '@mc/platform';
import { saveCustomerCountry } from '../db/countries.repository';
import { tradingError } from '../errors';

export const COUNTRIES_CONSUMER = 'trading-customer-countries';

/**
 * Projects identity's `identity.user.country_changed` into `customer_countries`: trading learns the
 * customer's country through events, never by reading identity's database. Each event once; a late,
 * older one never replaces a newer country.
 */
export function startCountriesConsumer(runtime: ServiceRuntime): Promise<Consumer> {
  return startContractConsumer(runtime, {
    durableName: COUNTRIES_CONSUMER,
    stream: 'identity',
    subject: 'identity.user.country_changed',
    apply: (tx, changed) => saveCustomerCountry(tx, changed.userId, changed.country, new Date(changed.changedAt)),
    refusePayload: (message, details) => tradingError('EVENT_PAYLOAD_INVALID', message, details),
  });
}

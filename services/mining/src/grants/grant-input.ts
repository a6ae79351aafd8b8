import { addDays, daysBetween } from '../contracts/contract-rules';
import { miningError } from '../errors';
import { utcDay } from '../parameters/simulated-hashprice';
import { parseScaled } from '../plans/calculator';

/** The most power one grant or amendment may name: 1,000,000,000 GH/s (1,000,000 TH/s, a coin's seeded capacity). */
export const MAX_POWER_MHS = 1_000_000_000_000n;
/** The longest term a grant may ask for: five years from its start. */
export const MAX_GRANT_TERM_DAYS = 1_826;
export const LABEL_MAX_LENGTH = 100;

/** Power in GH/s with at most 3 decimals, as MH/s (the unit contracts keep): 0.001 to 1,000,000,000 GH/s. */
export function powerMhsOf(powerGhs: string): bigint {
  const powerMhs = parseScaled(powerGhs, 3);
  if (powerMhs === null || powerMhs < 1n || powerMhs > MAX_POWER_MHS)
    throw miningError(
      'INVALID_INPUT',
      'powerGhs must be a number of GH/s from 0.001 to 1000000000, 3 decimals at most',
      {
        field: 'powerGhs',
      },
    );
  return powerMhs;
}

/** The label support gives a contract ('1 Week Contract'): 1 to 100 characters after trimming. */
export function planLabelOf(label: string): string {
  const trimmed = label.trim();
  if (trimmed.length < 1 || trimmed.length > LABEL_MAX_LENGTH)
    throw miningError('INVALID_INPUT', `planLabel must be 1 to ${LABEL_MAX_LENGTH} characters`, { field: 'planLabel' });
  return trimmed;
}

/**
 * The expiry a grant asks for (YYYY-MM-DD, the first day it no longer mines): after tomorrow, the
 * first day it would mine if approved today, and within five years of it.
 */
export function requestedExpiryOf(expiresOn: string, today: string): string {
  const ms = Date.parse(`${expiresOn}T00:00:00Z`);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(expiresOn) && Number.isFinite(ms) && utcDay(ms) === expiresOn;
  const refusal = () =>
    miningError('INVALID_INPUT', `expiresOn must be a date after ${addDays(today, 1)} and within five years`, {
      field: 'expiresOn',
    });
  if (!valid) throw refusal();
  const days = daysBetween(addDays(today, 1), expiresOn);
  if (days < 1 || days > MAX_GRANT_TERM_DAYS) throw refusal();
  return expiresOn;
}

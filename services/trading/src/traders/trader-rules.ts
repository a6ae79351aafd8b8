import { tradingError } from '../errors';
import { formatScaled, parseScaled } from '../positions/figures';
import type { TraderChange } from '../db/traders.repository';

/** What an admin states about a trader. No statistic is among them: those come from recorded trades. */
export type TraderInput = {
  name: string;
  email: string;
  description?: string | null;
  profitSharePercent: number;
  equity: string;
  minAllocation: string;
  maxAllocation: string;
};

const USD_AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const MAX_PROFIT_SHARE_BPS = 5_000;
const MAX_DESCRIPTION_LENGTH = 2_000;

/** A positive USD amount with at most 2 decimals, in minor units. */
export function usdMinor(text: string, field: string): bigint {
  const trimmed = text.trim();
  const minor = USD_AMOUNT.test(trimmed) ? parseScaled(trimmed, 2) : 0n;
  if (minor <= 0n)
    throw tradingError('INVALID_INPUT', `${field} must be a positive USD amount with at most 2 decimals`, { field });
  return minor;
}

export const usd = (minor: bigint) => formatScaled(minor, 2);

/** 0 to 50 % in hundredths of a percent (basis points), as the copier's profit share is taken. */
function profitShareBps(percent: number): number {
  const bps = Math.round(percent * 100);
  if (!Number.isFinite(percent) || Math.abs(percent * 100 - bps) > 1e-9 || bps < 0 || bps > MAX_PROFIT_SHARE_BPS)
    throw tradingError('INVALID_INPUT', 'profitSharePercent must be 0 to 50 with at most 2 decimals', {
      field: 'profitSharePercent',
    });
  return bps;
}

function text(value: string, field: string, min: number, max: number): string {
  const trimmed = value.trim();
  if (trimmed.length < min || trimmed.length > max)
    throw tradingError('INVALID_INPUT', `${field} must be ${min} to ${max} characters`, { field });
  return trimmed;
}

export function checkedTrader(input: TraderInput): TraderChange {
  const email = text(input.email, 'email', 3, 254).toLowerCase();
  if (!EMAIL.test(email)) throw tradingError('INVALID_INPUT', 'email is not an e-mail address', { field: 'email' });
  const minAllocationMinor = usdMinor(input.minAllocation, 'minAllocation');
  const maxAllocationMinor = usdMinor(input.maxAllocation, 'maxAllocation');
  if (maxAllocationMinor < minAllocationMinor)
    throw tradingError('INVALID_INPUT', 'maxAllocation must be at least minAllocation', { field: 'maxAllocation' });
  return {
    name: text(input.name, 'name', 1, 100),
    email,
    description: text(input.description ?? '', 'description', 0, MAX_DESCRIPTION_LENGTH),
    profitShareBps: profitShareBps(input.profitSharePercent),
    equityMinor: usdMinor(input.equity, 'equity'),
    minAllocationMinor,
    maxAllocationMinor,
  };
}

/** Every retirement states why: 3 to 300 characters. */
export const retireReason = (reason: string) => text(reason, 'reason', 3, 300);

/** The trader states exactly the figures asked for: the same createTrader request again. */
export function sameTrader(trader: TraderChange, asked: TraderChange): boolean {
  return (Object.keys(asked) as (keyof TraderChange)[]).every((key) => trader[key] === asked[key]);
}

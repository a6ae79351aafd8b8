import { createHash } from 'node:crypto';
import { z } from 'zod';
import { graphql } from '../generated';
import type { Coin, LegacyAdminContractFragment } from '../generated/graphql';

/** Specification 001 §9: contract currency codes 2 Bitcoin, 3 Ethereum, 4 Binance Coin, 5 USD Tether. */
export const COIN_OF_CURRENCY: Record<number, Coin> = { 2: 'BTC', 3: 'ETH', 4: 'BNB', 5: 'USDT' };
const CURRENCY_OF_COIN: Record<Coin, number> = { BTC: 2, ETH: 3, BNB: 4, USDT: 5 };

export const currencyCode = z.coerce
  .number({ error: 'must be 2, 3, 4 or 5' })
  .int('must be 2, 3, 4 or 5')
  .refine((code) => code in COIN_OF_CURRENCY, 'must be 2 (Bitcoin), 3 (Ethereum), 4 (Binance Coin) or 5 (USD Tether)');

/** A signed crypto amount with at most 8 decimals (the ledger's scale); 0 asks for nothing. */
export const cryptoAmount = z
  .union([z.string().trim(), z.number().finite()])
  .transform(String)
  .refine((text) => /^-?\d{1,12}(\.\d{1,8})?$/.test(text), 'must be a number with at most 8 decimals');

/** A date input (YYYY-MM-DD, or an ISO time whose UTC date is taken); empty: the plan's term. */
export const legacyDate = z
  .string({ error: 'must be a date (YYYY-MM-DD)' })
  .trim()
  .max(40)
  .transform((text) => (text === '' ? null : text.slice(0, 10)))
  .refine((day) => day === null || /^\d{4}-\d{2}-\d{2}$/.test(day), 'must be a date (YYYY-MM-DD)');

export const LEGACY_ADMIN_CONTRACT = graphql(`
  fragment LegacyAdminContract on Contract {
    id
    userId
    plan {
      id
    }
    planLabel
    name
    coin
    source
    status
    powerGhs
    hashrateThs
    estimatedDailyPayout
    startsOn
    expiresOn
    minedTotal
    stoppedReason
    terminationReason
    grant {
      status
    }
    amendments {
      id
      kind
      status
      toLabel
      toPowerGhs
    }
  }
`);

export const CONTRACT_BY_ID = graphql(`
  query LegacyContractById($id: ID!) {
    contract(id: $id) {
      ...LegacyAdminContract
    }
  }
`);

export const CONTRACT_CUSTOMER = graphql(`
  query LegacyContractCustomer($id: ID!) {
    customer(id: $id) {
      id
    }
  }
`);

const STATUS_TEXT = {
  PENDING_PAYMENT: 'Pending',
  MINING: 'Mining',
  STOPPED: 'Stopped',
  EXPIRED: 'Expired',
  TERMINATED: 'Terminated',
} as const;

/** The contract in the specification's field names (001 §3), plus what the platform adds. */
export function toLegacyContract(contract: LegacyAdminContractFragment) {
  const pending = contract.amendments.find((amendment) => amendment.status === 'PENDING');
  return {
    id: contract.id,
    user_id: contract.userId,
    // Mining's one name of a contract: support's label, else its coin and real term.
    plan: contract.name,
    plan_id: contract.plan.id,
    currency: CURRENCY_OF_COIN[contract.coin],
    power: Number(contract.powerGhs),
    hashrate: Number(contract.hashrateThs),
    // Computed from the market parameters (an estimate); null until the feed has priced the coins.
    speed_per_day: contract.estimatedDailyPayout === null ? null : Number(contract.estimatedDailyPayout),
    mined: Number(contract.minedTotal),
    starts_on: contract.startsOn,
    expiry_date: contract.expiresOn,
    status: STATUS_TEXT[contract.status],
    source: contract.source,
    grant_status: contract.grant?.status ?? null,
    stopped_reason: contract.stoppedReason ?? null,
    termination_reason: contract.terminationReason ?? null,
    pending_power: pending?.toPowerGhs == null ? null : Number(pending.toPowerGhs),
  };
}

/** A UUID derived from a name, so the same legacy call sent again asks funds for the same adjustment once. */
export function derivedRequestId(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

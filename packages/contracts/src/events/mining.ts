import { z } from 'zod';
import { isoDateTime } from '../scalars';

/**
 * Durable `mining.plan.priced`: a plan's current minimum price. Mining announces each plan at
 * start (one event per plan and price, so a restart announces nothing new); funds keeps the price
 * to refuse a mining deposit below it.
 */
export const planPricedV1 = z.object({
  planId: z.string().regex(/^[a-z]+-[1-9]$/),
  coin: z.enum(['BTC', 'ETH', 'USDT', 'BNB']),
  termMonths: z.number().int().min(1).max(120),
  priceUsd: z.number().int().positive(),
});
export type PlanPricedV1 = z.infer<typeof planPricedV1>;

/**
 * Durable `mining.plan.availability`: whether a plan is sold out (its coin's unsold capacity is below the
 * plan's hashrate) as of `asOf`. Mining announces a plan when this changes (and every plan at start);
 * funds keeps the newest to refuse a mining deposit for a sold-out plan. A payment that still races past
 * capacity is refunded in full by mining (CAPACITY_EXCEEDED).
 */
export const planAvailabilityV1 = z.object({
  planId: z.string().regex(/^[a-z]+-[1-9]$/),
  soldOut: z.boolean(),
  asOf: isoDateTime,
});
export type PlanAvailabilityV1 = z.infer<typeof planAvailabilityV1>;

const positiveMinorUnits = z.string().regex(/^[1-9]\d{0,19}$/, 'a positive integer amount in minor units');

/**
 * Durable `mining.contract.refund_requested`: mining owes the customer money back for a contract, paid
 * by funds through the ledger (consumer funds-mining-refunds). Published once per contract (the event
 * id is derived from the contract id). Reasons: CAPACITY_EXCEEDED (the payment raced past the coin's
 * capacity and no contract mines: `refundMinor` is the whole price) or TERMINATED_BY_SUPPORT (the
 * unused part pro rata: ⌊pricePaidMinor × remainingDays ÷ termDays⌋). Amounts in minor units of
 * `priceAsset` (USD cents today).
 */
export const contractRefundRequestedV1 = z.object({
  contractId: z.uuid(),
  depositId: z.uuid(),
  userId: z.uuid(),
  coin: z.enum(['BTC', 'ETH', 'USDT', 'BNB']),
  priceAsset: z.string().regex(/^[A-Z]{3,5}$/),
  pricePaidMinor: positiveMinorUnits,
  refundMinor: positiveMinorUnits,
  reason: z.enum(['CAPACITY_EXCEEDED', 'TERMINATED_BY_SUPPORT']),
  remainingDays: z.number().int().min(0),
  termDays: z.number().int().positive(),
  requestedAt: isoDateTime,
});
export type ContractRefundRequestedV1 = z.infer<typeof contractRefundRequestedV1>;

/** At most this many accruals per `mining.accrual.batch_posted` event (about 200 KB, well under NATS's 1 MB). */
export const ACCRUAL_BATCH_MAX_ITEMS = 1_000;

/**
 * One profitable day of one contract, to be posted by funds: platform EXPENSE of the coin → the
 * customer's mining balance of the coin, as the journal transaction `journalId` (derived by mining
 * from the contract and the day, so the same day can be posted once only).
 */
export const accrualItemV1 = z.object({
  journalId: z.uuid(),
  contractId: z.uuid(),
  userId: z.uuid(),
  coin: z.enum(['BTC', 'ETH', 'USDT', 'BNB']),
  amountMinor: positiveMinorUnits,
  day: z.iso.date(),
});
export type AccrualItemV1 = z.infer<typeof accrualItemV1>;

/**
 * Durable `mining.accrual.batch_posted`: a batch of a UTC day's profitable accruals, recorded by
 * mining's daily accrual in the same transaction as the accrual rows. Its event id is derived from its
 * journal ids, and funds skips a journal id it already has, so a redelivered or re-announced batch
 * posts nothing twice.
 */
export const accrualBatchPostedV1 = z.object({
  day: z.iso.date(),
  items: z.array(accrualItemV1).min(1).max(ACCRUAL_BATCH_MAX_ITEMS),
});
export type AccrualBatchPostedV1 = z.infer<typeof accrualBatchPostedV1>;

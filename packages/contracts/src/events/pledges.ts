import { z } from 'zod';
import { coinCode, isoDateTime } from '../scalars';
import { accrualItemV1 } from './mining';

const positiveMinorUnits = z.string().regex(/^[1-9]\d{0,19}$/, 'a positive integer amount in minor units');
const minorUnits = z.string().regex(/^\d{1,20}$/, 'a non-negative integer amount in minor units');

/**
 * Durable `mining.contract.pledged`: a customer pledged a MINING contract for a loan of `amountMinor`
 * USD cents, at most the plan's loan-to-value of the contract's unused value (price paid × remaining
 * days ÷ term days). Funds opens the loan once per `pledgeId` (consumer funds-loans), credits the
 * customer's USD trading balance and answers with `funds.loan.opened` or `funds.loan.refused`.
 */
export const contractPledgedV1 = z.object({
  pledgeId: z.uuid(),
  contractId: z.uuid(),
  userId: z.uuid(),
  coin: coinCode,
  asset: z.literal('USD'),
  amountMinor: positiveMinorUnits,
  maxMinor: positiveMinorUnits,
  unusedValueMinor: positiveMinorUnits,
  loanToValuePercent: z.number().int().min(1).max(100),
  requestedAt: isoDateTime,
});
export type ContractPledgedV1 = z.infer<typeof contractPledgedV1>;

/**
 * One profitable day of a pledged contract: funds posts the accrual as usual (EXPENSE → the customer's
 * coin) and then repays the loan from it, converted at `coinMicroUsd` (the day's fixing rate, micro-USD
 * per coin), as much as is owed.
 */
export const pledgedPayoutItemV1 = accrualItemV1.extend({
  pledgeId: z.uuid(),
  coinMicroUsd: positiveMinorUnits,
});
export type PledgedPayoutItemV1 = z.infer<typeof pledgedPayoutItemV1>;

/**
 * Durable `mining.pledge.payouts_directed`: a day's payouts of pledged contracts, recorded by mining's
 * accrual in the same transaction as the accruals (these items are not in `mining.accrual.batch_posted`).
 * Funds posts each once, keyed by the accrual's journal id.
 */
export const pledgePayoutsDirectedV1 = z.object({
  day: z.iso.date(),
  items: z.array(pledgedPayoutItemV1).min(1).max(1_000),
});
export type PledgePayoutsDirectedV1 = z.infer<typeof pledgePayoutsDirectedV1>;

/**
 * Durable `mining.pledge.settlement_requested`: the pledged contract ended (expired or terminated) and
 * its last day was accrued. Funds settles what is still owed from the trading balance (never below
 * zero; the rest is the platform's loss), once `payoutsDirected` payouts of the pledge have been posted.
 */
export const pledgeSettlementRequestedV1 = z.object({
  pledgeId: z.uuid(),
  contractId: z.uuid(),
  userId: z.uuid(),
  contractStatus: z.enum(['EXPIRED', 'TERMINATED']),
  endedOn: z.iso.date(),
  payoutsDirected: z.number().int().min(0),
  requestedAt: isoDateTime,
});
export type PledgeSettlementRequestedV1 = z.infer<typeof pledgeSettlementRequestedV1>;

/** Durable `funds.loan.opened`: the loan against a pledge was credited to the trading balance. */
export const loanOpenedV1 = z.object({
  loanId: z.uuid(),
  contractId: z.uuid(),
  userId: z.uuid(),
  asset: z.literal('USD'),
  principalMinor: positiveMinorUnits,
  openedAt: isoDateTime,
});
export type LoanOpenedV1 = z.infer<typeof loanOpenedV1>;

/** Durable `funds.loan.refused`: funds could not lend against the pledge (the reason says why); nothing was posted. */
export const loanRefusedV1 = z.object({
  loanId: z.uuid(),
  contractId: z.uuid(),
  userId: z.uuid(),
  reason: z.string().min(1).max(300),
  refusedAt: isoDateTime,
});
export type LoanRefusedV1 = z.infer<typeof loanRefusedV1>;

/**
 * Durable `funds.loan.closed`: nothing is owed any more: REPAID (by payouts or by the customer) or
 * SETTLED at the contract's end (from the trading balance; `shortfallMinor` the platform's loss).
 */
export const loanClosedV1 = z.object({
  loanId: z.uuid(),
  contractId: z.uuid(),
  userId: z.uuid(),
  outcome: z.enum(['REPAID', 'SETTLED']),
  shortfallMinor: minorUnits,
  closedAt: isoDateTime,
});
export type LoanClosedV1 = z.infer<typeof loanClosedV1>;

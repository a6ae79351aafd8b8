import { z } from 'zod';
import { accrualItemV1 } from './mining';

const positiveMinorUnits = z.string().regex(/^[1-9]\d{0,19}$/, 'a positive integer amount in minor units');

/**
 * One profitable day of a contract with the Income Booster on: funds posts the accrual as usual
 * (EXPENSE → the customer's coin) and then reinvests it (the customer's coin → platform REVENUE of the
 * coin), which buys `hashrateMhs` of the plan at its price per TH/s, converted at `coinMicroUsd` (the
 * day's fixing rate).
 */
export const reinvestItemV1 = accrualItemV1.extend({
  planId: z.string().regex(/^[a-z]+-[1-9]$/),
  coinMicroUsd: positiveMinorUnits,
  hashrateMhs: positiveMinorUnits,
});
export type ReinvestItemV1 = z.infer<typeof reinvestItemV1>;

/**
 * Durable `mining.booster.reinvest_requested`: a day's payouts to reinvest, recorded by mining's
 * accrual in the same transaction as the accruals (these items are not in `mining.accrual.batch_posted`).
 * Funds posts both legs once per accrual journal id and confirms with `funds.booster.reinvested`.
 */
export const boosterReinvestRequestedV1 = z.object({
  day: z.iso.date(),
  items: z.array(reinvestItemV1).min(1).max(1_000),
});
export type BoosterReinvestRequestedV1 = z.infer<typeof boosterReinvestRequestedV1>;

/** Durable `funds.booster.reinvested`: both legs of these reinvestments are on the ledger; mining adds the hashrate once. */
export const boosterReinvestedV1 = z.object({
  day: z.iso.date(),
  items: z
    .array(
      z.object({
        contractId: z.uuid(),
        accrualJournalId: z.uuid(),
        ledgerJournalId: z.string().min(1).max(160),
        amountMinor: positiveMinorUnits,
      }),
    )
    .min(1)
    .max(1_000),
});
export type BoosterReinvestedV1 = z.infer<typeof boosterReinvestedV1>;

import { z } from 'zod';
import { isoDateTime } from '../scalars';

const minorUnits = z.string().regex(/^-?\d{1,20}$/, 'an integer amount in minor units');
const assetCode = z.string().regex(/^[A-Z]{3,5}$/);

/** Durable `funds.deposit.confirmed`: money arrived and was credited once; a MINING one buys its plan. */
export const depositConfirmedV1 = z.object({
  depositId: z.uuid(),
  userId: z.uuid(),
  purpose: z.enum(['TRADING', 'MINING']),
  planId: z
    .string()
    .regex(/^[a-z]+-[1-9]$/)
    .nullable(),
  priceAsset: assetCode,
  priceMinor: minorUnits,
  confirmedAt: isoDateTime,
});
export type DepositConfirmedV1 = z.infer<typeof depositConfirmedV1>;

/** Durable `funds.withdrawal.completed`: the hold was posted and a payout is public. */
export const withdrawalCompletedV1 = z.object({
  withdrawalId: z.uuid(),
  userId: z.uuid(),
  asset: assetCode,
  amountMinor: minorUnits,
  feeMinor: minorUnits,
  completedAt: isoDateTime,
});
export type WithdrawalCompletedV1 = z.infer<typeof withdrawalCompletedV1>;

/** Core-NATS live message on `live.balance.<userId>`: every balance of the customer after a change. */
export const liveBalances = z.object({
  at: isoDateTime,
  balances: z.array(z.object({ assetCode, available: z.string(), held: z.string() })).max(20),
});
export type LiveBalances = z.infer<typeof liveBalances>;
export const liveBalanceSubject = (userId: string) => `live.balance.${userId}`;

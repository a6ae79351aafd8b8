import { fromMinor, scaleOf, toMinor, type Money } from '../money';
import type { Balances } from '../queries/balances';
import type { WithdrawalRule } from '../queries/withdrawals';

export interface FeePreview {
  fee: string;
  net: string;
  belowMinimum: boolean;
}

/**
 * The fee and what arrives, as the server will compute them: the published percent of the amount
 * (rounded up to the asset's smallest unit), at least the minimum fee, deducted from the amount.
 * Null while the typed amount is not a usable number.
 */
export function previewFee(rule: WithdrawalRule, amountText: string): FeePreview | null {
  const scale = scaleOf(rule.minimum.amount);
  const amountMinor = toMinor(amountText, scale);
  const basisPoints = toMinor(rule.feePercent, 2);
  const minimumFeeMinor = BigInt(rule.minimumFee.amountMinor);
  if (amountMinor === null || amountMinor === 0n || basisPoints === null) return null;
  const product = amountMinor * basisPoints;
  const percentFee = product / 10_000n + (product % 10_000n === 0n ? 0n : 1n);
  const feeMinor = percentFee > minimumFeeMinor ? percentFee : minimumFeeMinor;
  const netMinor = amountMinor - feeMinor;
  return {
    fee: fromMinor(feeMinor, scale),
    net: fromMinor(netMinor > 0n ? netMinor : 0n, scale),
    belowMinimum: amountMinor < BigInt(rule.minimum.amountMinor),
  };
}

/** The available balance a source is taken from: the trading account or the coin's mining account. */
export function availableFor(rule: WithdrawalRule, balances: Balances): Money | undefined {
  if (rule.source === 'TRADING') return balances.trading;
  return balances.mining.find((money) => money.assetCode === rule.assetCode);
}

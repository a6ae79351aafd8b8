import type { AccountRow } from '../db/ledger.repository';
import { money, type Money } from './asset-scales';

export type BalanceLine = { assetCode: string; available: Money; held: Money };

export const MINING_ASSETS = ['BTC', 'ETH', 'BNB', 'USDT'] as const;

/** A customer's accounts folded into one line per asset, in catalogue order. */
export function balanceLinesOf(accounts: AccountRow[], scales: Map<string, number>): BalanceLine[] {
  const byAsset = new Map<string, { available: bigint; held: bigint }>();
  for (const account of accounts) {
    const line = byAsset.get(account.asset) ?? { available: 0n, held: 0n };
    if (account.purpose === 'AVAILABLE') line.available += account.balanceMinor;
    if (account.purpose === 'HELD') line.held += account.balanceMinor;
    byAsset.set(account.asset, line);
  }
  return [...scales.keys()]
    .filter((asset) => byAsset.has(asset))
    .map((asset) => ({
      assetCode: asset,
      available: money(asset, byAsset.get(asset)!.available, scales),
      held: money(asset, byAsset.get(asset)!.held, scales),
    }));
}

/** The Balances type: trading in the trading currency, and the four mining coins always listed. */
export function balancesOf(accounts: AccountRow[], scales: Map<string, number>, tradingCurrency: string) {
  const lines = balanceLinesOf(accounts, scales);
  const lineOf = (asset: string) =>
    lines.find((line) => line.assetCode === asset) ?? {
      assetCode: asset,
      available: money(asset, 0n, scales),
      held: money(asset, 0n, scales),
    };
  return {
    trading: lineOf(tradingCurrency).available,
    tradingHeld: lineOf(tradingCurrency).held,
    mining: MINING_ASSETS.map((asset) => lineOf(asset).available),
    all: lines,
  };
}

import { money, type Money } from '../balances/asset-scales';
import type { FundsContext } from '../context';

/** Money of a row's bigint minor units, with the asset's scale from the cached catalogue. */
export async function moneyOf(context: Pick<FundsContext, 'scales'>, assetCode: string, minor: bigint): Promise<Money> {
  return money(assetCode, minor, await context.scales.all());
}
